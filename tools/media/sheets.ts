// Contact sheets of the art for a person to look at: `node --import tsx tools/media/sheets.ts
// [group...]` writes sheets/<group>.png (not committed). Each picture is shown as an <img>, as
// the game shows it, at the sizes the game uses (logos also at 48 px).
import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { launchChromium } from "../../testing/chromium";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MEDIA = path.join(ROOT, "web/public/media");
const OUT = path.join(ROOT, "sheets");

const GROUPS: Record<string, { dir: string; sizes: number[]; cols: number }> = {
  logos: { dir: "logos", sizes: [120, 48], cols: 8 },
  logosbig: { dir: "logos", sizes: [200], cols: 6 },
  logos48: { dir: "logos", sizes: [48, 32], cols: 10 },
  mascot: { dir: "mascot", sizes: [220, 96], cols: 5 },
  trophies: { dir: "trophies", sizes: [160, 64], cols: 9 },
  players: { dir: "players", sizes: [96], cols: 12 },
  brand: { dir: ".", sizes: [200, 48], cols: 6 },
  partner: { dir: "partner", sizes: [200, 64], cols: 4 },
  ui: { dir: "ui", sizes: [300], cols: 2 },
};

function page(dir: string, sizes: number[], cols: number, only?: string[]): string {
  const files = only ?? readdirSync(path.join(MEDIA, dir)).filter((f) => f.endsWith(".svg")).sort();
  const cells = files
    .map((f) => {
      const uri = `data:image/svg+xml;base64,${readFileSync(path.join(MEDIA, dir, f)).toString("base64")}`;
      const imgs = sizes.map((s) => `<img src="${uri}" style="height:${s}px;max-width:${s * 1.6}px">`).join("");
      return `<figure>${imgs}<figcaption>${f.replace(".svg", "")}</figcaption></figure>`;
    })
    .join("");
  return `<!doctype html><style>body{margin:8px;font:11px sans-serif;background:#E6F7F8}
  main{display:grid;grid-template-columns:repeat(${cols},auto);gap:8px;justify-content:start}
  figure{margin:0;background:#fff;padding:6px;border-radius:6px;display:flex;flex-direction:column;align-items:center;gap:4px}
  </style><main>${cells}</main>`;
}

// "focus=logos/a,mascot/wave" shows just those files, big.
const focus = process.argv.find((a) => a.startsWith("focus="))?.slice(6).split(",").map((f) => `${f}.svg`);
const wanted = process.argv.slice(2).filter((a) => !a.startsWith("focus="));
if (focus) GROUPS.focus = { dir: ".", sizes: [240, 48], cols: 5 };
const browser = await launchChromium();
mkdirSync(OUT, { recursive: true });
for (const [name, g] of Object.entries(GROUPS)) {
  if ((wanted.length > 0 || focus) && !wanted.includes(name) && name !== "focus") continue;
  const tab = await browser.newPage({ viewport: { width: 1400, height: 800 } });
  try {
    await tab.setContent(page(g.dir, g.sizes, g.cols, name === "focus" ? focus : undefined));
    await tab.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
    console.log(`sheets/${name}.png`);
  } catch (e) {
    console.log(`${name}: ${(e as Error).message}`);
  }
  await tab.close();
}
await browser.close();
