import { describe, expect, it } from "vitest";
import { laneCount, LANES_ENV, stackRoles } from "./e2e-lanes";

describe("the e2e lanes", () => {
  it("are one unless RINK_E2E_LANES=2 asks for two", () => {
    expect(laneCount({})).toBe(1);
    expect(laneCount({ [LANES_ENV]: "1" })).toBe(1);
    expect(laneCount({ [LANES_ENV]: "2" })).toBe(2);
  });

  it("start a stack of their own for the second lane, after the shared one and before the second stack", () => {
    expect(stackRoles(2)).toEqual(["shared", "lane", "second"]);
    expect(stackRoles(1)).toEqual(["shared", "second"]);
  });
});
