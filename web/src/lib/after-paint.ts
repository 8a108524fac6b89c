/**
 * Runs `task` once the page has loaded (its window's load event) and the frame after it has been
 * painted: for work a screen does not need to paint (Firebase Auth for the session, code a later
 * click needs), which must not compete with the page's own files for the network. Returns a
 * function that cancels it if it has not run yet.
 */
export function afterLoadAndPaint(task: () => void): () => void {
  let cancelled = false;
  let timer = 0;
  // The frame after next: the screen's first frame has then been painted and presented.
  const afterPaint = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!cancelled) timer = window.setTimeout(task, 0);
      }),
    );
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterPaint);
    window.clearTimeout(timer);
  };
}
