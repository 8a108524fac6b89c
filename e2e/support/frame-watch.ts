// Headless Chromium now and then stopped drawing a page in CI: the page ran, answered and
// navigated, yet no animation frame came for tens of seconds. Whatever waits for a frame then timed
// out: a screenshot (CI, stop 23: teacher-first-lesson's first one, and the file's later ones), and
// a click, whose "stable" check compares the element across two frames (CI, stop 24: 30 s on a
// Register button that was there and enabled). Both came right after a setViewportSize. The cause
// is not known: this machine never showed it (2026-11-27, load 12-25 on 2 cores: 240 frame probes
// right after a viewport change, 200 of them on /dashboard after axe and a screenshot, in 2-4
// persistent browsers or 4 contexts of one: none missed; 2-4 pages animating for 20-40 s while
// clicked: longest gap between frames 1 s). So every session's pages are watched: every few
// seconds the page is asked for one frame; each miss is logged with the page's visibility and
// focus (what a cause would show), and after two in a row Chromium is made to draw (the page
// brought to the front, then its viewport set again). A run's log with no "[frame-watch]" line
// is a run in which the watch did nothing.
import type { Page } from "playwright-core";

const PROBE_EVERY_MS = 3_000;
/** How long a probe waits for a frame; a drawing page gives one in about 16 ms. */
const FRAME_WAIT_MS = 1_500;
/** A page whose script is busy does not answer a probe at all: that is not a missed frame. */
const ANSWER_WAIT_MS = 5_000;

/** A string, not a function: tsx's helpers (__name) do not exist in the page. */
const FRAME_PROBE = `new Promise((resolve) => {
  requestAnimationFrame(() => resolve("drew"));
  setTimeout(() => resolve("no frame (visibility " + document.visibilityState + ", focus " + document.hasFocus() + ")"), ${FRAME_WAIT_MS});
})`;

/** "drew", "no answer", or "no frame (visibility …, focus …)". */
type ProbeResult = string;

async function probe(page: Page): Promise<ProbeResult> {
  let timer: NodeJS.Timeout | undefined;
  const noAnswer = new Promise<ProbeResult>((resolve) => {
    timer = setTimeout(() => resolve("no answer"), ANSWER_WAIT_MS);
  });
  try {
    // A navigation under way destroys the page's context: the probe then just has no answer.
    const answered = page.evaluate(FRAME_PROBE).then(
      (result) => result as ProbeResult,
      () => "no answer" as const,
    );
    return await Promise.race([answered, noAnswer]);
  } finally {
    clearTimeout(timer);
  }
}

/** Each way of making Chromium draw again, tried in turn on consecutive stalled probes. */
const KICKS: ReadonlyArray<{ name: string; run: (page: Page) => Promise<void> }> = [
  { name: "brought the page to the front", run: (page) => page.bringToFront() },
  {
    name: "set the viewport again",
    run: async (page) => {
      const size = page.viewportSize();
      if (!size) return;
      await page.setViewportSize({ width: size.width, height: size.height + 1 });
      await page.setViewportSize(size);
    },
  },
];

/** Watches one page until it closes. */
export function watchFrames(page: Page): void {
  let missed = 0;
  let kicks = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy || page.isClosed()) return;
    busy = true;
    void (async () => {
      const result = await probe(page);
      if (result === "no answer") return;
      if (result === "drew") {
        if (kicks > 0) console.warn(`[frame-watch] ${page.url()}: drawing again after ${kicks} kick(s).`);
        missed = 0;
        kicks = 0;
        return;
      }
      missed += 1;
      console.warn(`[frame-watch] ${page.url()}: ${result} within ${FRAME_WAIT_MS} ms (miss ${missed} in a row).`);
      if (missed < 2) return;
      const kick = KICKS[kicks % KICKS.length]!;
      kicks += 1;
      console.warn(`[frame-watch] ${page.url()}: no frame in ${missed} probes ${PROBE_EVERY_MS / 1000} s apart; ${kick.name}.`);
      await kick.run(page).catch(() => undefined);
    })()
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, PROBE_EVERY_MS);
  timer.unref();
  page.once("close", () => clearInterval(timer));
}
