// A small well-formedness check for the generated SVGs, so the test needs no XML library:
// tags nest and close, attributes are quoted and unique, entities are the five XML ones or
// numeric. Enough for files this generator writes (no CDATA, comments or doctype).

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
const ATTR = /\s+([\w:.-]+)="[^"<]*"/g;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

/** Returns the first problem found, or null when the document is well formed. */
export function xmlProblem(doc: string): string | null {
  const body = doc.replace(/^<\?xml[^>]*\?>\s*/, "");
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < body.length) {
    const lt = body.indexOf("<", i);
    const textPart = body.slice(i, lt === -1 ? body.length : lt);
    if (textPart.includes(">")) return `stray ">" near offset ${i}`;
    if (ENTITY.test(textPart)) return `bad entity near offset ${i}`;
    if (textPart.trim() && stack.length === 0) return `text outside the root near offset ${i}`;
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const m = TAG.exec(body);
    if (!m) return `malformed tag at offset ${lt}`;
    const [whole, closing, name, attrs = "", selfClosing] = m;
    const names = [...attrs.matchAll(ATTR)].map((a) => a[1]);
    if (new Set(names).size !== names.length) return `duplicate attribute in <${name}>`;
    if (ENTITY.test(attrs)) return `bad entity in <${name}>`;
    if (closing) {
      if (stack.pop() !== name) return `</${name}> closes the wrong element`;
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name as string);
    } else if (stack.length === 0) roots++;
    i = lt + whole.length;
  }
  if (stack.length > 0) return `unclosed <${stack.at(-1)}>`;
  if (roots !== 1) return `${roots} root elements`;
  return null;
}
