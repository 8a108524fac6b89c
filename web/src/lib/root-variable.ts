/**
 * Keeps a CSS variable on the page's root at what `measure` reads from `element`, again whenever
 * the element's size or the window's changes, until the returned function removes it. The parts
 * that cover the window's bottom (the game's footer, Chip's panel) tell the root's scroll padding
 * how high they reach this way (app/theme.ts).
 */
export function keepRootVariable(element: HTMLElement, name: string, measure: (element: HTMLElement) => string): () => void {
  const root = document.documentElement.style;
  const update = () => root.setProperty(name, measure(element));
  update();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  observer?.observe(element);
  window.addEventListener('resize', update);
  return () => {
    window.removeEventListener('resize', update);
    observer?.disconnect();
    root.removeProperty(name);
  };
}
