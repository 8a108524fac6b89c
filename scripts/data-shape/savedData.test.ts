import { describe, expect, it } from "vitest";
import { DATA_SHAPE_VERSION } from "@rink/common";
import { savedDataVerdict } from "./savedData";

describe("the saved data's shape at start", () => {
  it("uses data saved with today's version", () => {
    expect(savedDataVerdict({ hasData: true, version: DATA_SHAPE_VERSION })).toEqual({ kind: "current" });
  });

  it("begins from the seed when nothing is saved", () => {
    expect(savedDataVerdict({ hasData: false, version: undefined })).toEqual({ kind: "fresh" });
  });

  it("says to reseed data saved before the version was written", () => {
    const verdict = savedDataVerdict({ hasData: true, version: undefined }, 4);
    expect(verdict.kind).toBe("reseed");
    if (verdict.kind !== "reseed") return;
    expect(verdict.message).toContain("an older version of Rink Money (no data shape version; this one reads version 4)");
    expect(verdict.message).toContain("npm start -- --fresh");
    expect(verdict.message).toContain("erases the local data");
  });

  it("says to reseed data of an older version, and of a newer one", () => {
    const older = savedDataVerdict({ hasData: true, version: 3 }, 4);
    const newer = savedDataVerdict({ hasData: true, version: 5 }, 4);
    expect(older).toEqual({ kind: "reseed", message: expect.stringContaining("an older version of Rink Money (data shape version 3; this one reads version 4)") });
    expect(newer).toEqual({ kind: "reseed", message: expect.stringContaining("a newer version of Rink Money (data shape version 5; this one reads version 4)") });
    expect(older).toEqual({ kind: "reseed", message: expect.stringContaining("npm start -- --fresh") });
  });

  it("says to migrate data of shape 4, which a migration carries to 5, and that --fresh begins again instead", () => {
    const verdict = savedDataVerdict({ hasData: true, version: 4 }, 5);
    expect(verdict).toEqual({ kind: "migrate", message: expect.stringContaining("The saved local data is of data shape 4; this version of Rink Money reads 5.") });
    if (verdict.kind !== "migrate") return;
    expect(verdict.message).toContain("npm start -- --migrate");
    expect(verdict.message).toContain("npm start -- --fresh");
  });
});
