// Names beside a chart's bars are cut at their END, never their start: "Abigail Hernan…",
// not "bigail Hernandez" (issue 16, item 12). The full name stays in the tooltip and the
// chart's table.

const ELLIPSIS = '…';

/** Measures text in the chart's font; in a test without canvas, about 0.55 em a character. */
export type Measure = (text: string) => number;

export function canvasMeasure(font: string): Measure {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * 0.55 * parseFloat(font.replace(/^\D*/, ''));
  context.font = font;
  return (text) => context.measureText(text).width;
}

/** `text` whole when it fits `width` px, else its longest start that fits with an ellipsis after it. */
export function fitLabel(text: string, width: number, measure: Measure): string {
  if (measure(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(text.slice(0, middle).trimEnd() + ELLIPSIS) <= width) low = middle;
    else high = middle - 1;
  }
  return text.slice(0, low).trimEnd() + ELLIPSIS;
}
