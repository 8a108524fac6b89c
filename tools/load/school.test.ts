import { describe, expect, it } from "vitest";
import { classStartMs } from "./school";

describe("a school's lessons", () => {
  it("start evenly over the stagger, the first at once; all together with no stagger", () => {
    expect(Array.from({ length: 10 }, (_, i) => classStartMs(i, 10, 60))).toEqual([0, 6000, 12000, 18000, 24000, 30000, 36000, 42000, 48000, 54000]);
    expect(classStartMs(2, 3, 10)).toBe(6667);
    expect([0, 1, 2].map((i) => classStartMs(i, 3, 0))).toEqual([0, 0, 0]);
  });
});
