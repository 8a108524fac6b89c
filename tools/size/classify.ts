// Sorts the scripts one page load fetched by when they were asked for and when they arrived,
// against the page's first contentful paint and its load event. Pure: tools/size/measure.ts
// reads the timings in Chromium, this decides what counts where (and is unit-tested).

/** One script as the page's Resource Timing saw it (times in ms from the navigation's start). */
export interface ScriptTiming {
  /** The file's path, e.g. "/assets/react-B5bglnwH.js". */
  path: string;
  /** When the request started (Resource Timing's startTime). */
  startMs: number;
  /** When its last byte arrived (responseEnd). */
  endMs: number;
}

export interface ScriptsByMoment {
  /**
   * Every script requested before the load event began: the entry, its imports, every
   * modulepreload and each lazy chunk the page asked for meanwhile, whether or not it had
   * arrived by then. This is the budgeted figure: what a page makes the network carry before
   * the browser calls it loaded.
   */
  byLoad: string[];
  /** The scripts of byLoad that had arrived before the first contentful paint. */
  beforePaint: string[];
  /** Scripts requested once the load event had begun (deferred work: the session, the toaster). */
  afterLoad: string[];
}

/**
 * firstPaintMs null: the page never painted (all of byLoad then counts as after the paint);
 * loadEventMs null: the load event never came (every script counts as by the load event).
 * A file fetched twice counts once, at its first request.
 */
export function classifyScripts(scripts: readonly ScriptTiming[], firstPaintMs: number | null, loadEventMs: number | null): ScriptsByMoment {
  const seen = new Set<string>();
  const ordered = [...scripts]
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs)
    .filter((script) => (seen.has(script.path) ? false : (seen.add(script.path), true)));
  const byLoadTimings = ordered.filter((script) => loadEventMs === null || script.startMs < loadEventMs);
  const byArrival = (list: ScriptTiming[]) => [...list].sort((a, b) => a.endMs - b.endMs).map((script) => script.path);
  return {
    byLoad: byArrival(byLoadTimings),
    beforePaint: byArrival(byLoadTimings.filter((script) => firstPaintMs !== null && script.endMs <= firstPaintMs)),
    afterLoad: byArrival(ordered.filter((script) => loadEventMs !== null && script.startMs >= loadEventMs)),
  };
}
