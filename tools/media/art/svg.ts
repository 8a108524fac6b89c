// Small helpers every drawing uses: one document shape (viewBox, role, <title>), numbers
// printed short so files stay small, and a seeded generator so every run writes the same bytes.

/** The fonts the art names; the browser picks the first it has. */
export const FONT = "Trebuchet MS, Arial, Helvetica, sans-serif";

/** Escape text for an SVG text node or attribute. */
export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A whole SVG file: a viewBox, an accessible role and <title>, then the drawing. */
export function svgDoc(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${esc(title)}</title>\n${body.trim()}\n</svg>\n`
  );
}

/** A number with at most one decimal, no trailing zeros. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Bold centred text. */
export function text(x: number, y: number, size: number, fill: string, content: string, extra = ""): string {
  return `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${n(size)}" fill="${fill}"${extra}>${esc(content)}</text>`;
}

/** FNV-1a hash of a string: the seed for that asset's variations. */
export function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Mulberry32: a small seeded generator, so variations never come from Math.random. */
export function seeded(key: string): () => number {
  let a = hash(key);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pick one item with a seeded generator. */
export function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}
