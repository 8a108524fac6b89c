import { describe, expect, it } from "vitest";
import { classifyScripts } from "./classify";

const script = (path: string, startMs: number, endMs: number) => ({ path, startMs, endMs });

describe("classifyScripts", () => {
  const scripts = [
    script("/assets/lazy.js", 900, 1500), // asked for before the load event, arrived after it
    script("/assets/entry.js", 10, 400),
    script("/assets/preload.js", 20, 700), // a modulepreload, arrived after the paint
    script("/assets/session.js", 1300, 1900), // asked for after the load event
  ];

  it("counts by the load event every script requested before it, arrived or not", () => {
    const sorted = classifyScripts(scripts, 500, 1200);
    expect(sorted.byLoad).toEqual(["/assets/entry.js", "/assets/preload.js", "/assets/lazy.js"]);
    expect(sorted.beforePaint).toEqual(["/assets/entry.js"]);
    expect(sorted.afterLoad).toEqual(["/assets/session.js"]);
  });

  it("counts a script requested exactly at the load event as after it", () => {
    expect(classifyScripts([script("/assets/a.js", 1200, 1300)], 500, 1200)).toEqual({ byLoad: [], beforePaint: [], afterLoad: ["/assets/a.js"] });
  });

  it("without a paint nothing is before it; without a load event everything is by it", () => {
    expect(classifyScripts(scripts, null, 1200).beforePaint).toEqual([]);
    const noLoad = classifyScripts(scripts, 500, null);
    expect(noLoad.byLoad).toHaveLength(4);
    expect(noLoad.afterLoad).toEqual([]);
  });

  it("counts a file fetched twice once, at its first request", () => {
    const sorted = classifyScripts([script("/assets/a.js", 10, 100), script("/assets/a.js", 1500, 1600)], 500, 1200);
    expect(sorted.byLoad).toEqual(["/assets/a.js"]);
    expect(sorted.afterLoad).toEqual([]);
  });
});
