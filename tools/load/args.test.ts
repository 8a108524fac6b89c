import { describe, expect, it } from "vitest";
import { parseLoadArgs } from "./args";

describe("npm run load's options", () => {
  it("runs the lesson by default, and the jobs at full size with --big-class", () => {
    expect(parseLoadArgs([]).bigClass).toBe(false);
    expect(parseLoadArgs(["--big-class"])).toMatchObject({ bigClass: true, running: false });
    expect(parseLoadArgs(["--students", "40", "--big-class"])).toMatchObject({ bigClass: true, students: 40 });
  });
});
