// The repo describes the product and its design itself (docs/product.md, docs/decisions.md,
// docs/architecture.md): a comment cites a section of those, never a document or an issue
// tracker outside the repo. This guard fails when an outside citation comes back, or when a
// cited section of a doc does not exist (a renamed heading, a mistyped anchor).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
/** A `git grep` over the whole repo takes seconds on a busy 2-core machine: more than Vitest's default 5 s. */
const GIT_GREP_TIMEOUT = 30_000;
const DOCS = ["product", "decisions", "architecture", "privacy", "benchmarks"];

/** `git grep` over the tracked files: each hit as "file:line: text". This file is left out, as it names what it looks for. */
function gitGrep(pattern: string, flags: string[] = []): string[] {
  try {
    const out = execFileSync("git", ["grep", "-nE", ...flags, pattern, "--", ".", ":!*docs-citations.test.ts"], { cwd: ROOT, encoding: "utf8" });
    return out.split("\n").filter(Boolean);
  } catch (error) {
    // git grep answers 1 when nothing matched; anything else is a real failure.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

/** GitHub's anchor for a heading: lowercase, punctuation other than - and _ dropped, each space a -. */
export function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered as GitHub does) and its explicit `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading?.[1] !== undefined) {
      const slug = slugOf(heading[1]);
      const count = seen.get(slug) ?? 0;
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
      seen.set(slug, count + 1);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) if (match[1]) anchors.add(match[1]);
  }
  return anchors;
}

const anchorsByDoc = new Map(DOCS.map((doc) => [doc, anchorsOf(readFileSync(path.join(ROOT, "docs", `${doc}.md`), "utf8"))]));

describe("citations stay inside the repo", () => {
  // Each pattern is what an outside citation looks like; the message says what to cite instead.
  const outside: Array<[string, string, string[]?]> = [
    ["spec(’|')?s? \\(?points? [0-9]|\\(points? [0-9]", "a numbered point of the old specification: cite a docs/product.md anchor", ["-i"]],
    ["\\.\\./shared", "the old shared folder outside the repo: cite docs/decisions.md or docs/architecture.md"],
    ["ARCHITECTURE\\.md", "the old architecture document: cite a docs/decisions.md record (D1-D56)"],
    ["[Ii]ssue #?[0-9]+", "an issue number: say what the rule is, or cite a doc"],
    ["\\bStep [0-9]+\\b|\\bstep [0-9]+('s|’s| contract)", "a project step: say what the rule is, or which version of the data"],
  ];
  for (const [pattern, what, flags] of outside) {
    it(`finds no citation of ${what.split(":")[0]}`, () => {
      expect(gitGrep(pattern, flags), `${what}`).toEqual([]);
    }, GIT_GREP_TIMEOUT);
  }
});

describe("every cited doc anchor exists", () => {
  it("finds each docs/<doc>.md#anchor cited in the repo among that doc's headings and <a id>s", () => {
    const cited = gitGrep(`(^|[^A-Za-z0-9_-])(${DOCS.join("|")})\\.md#[A-Za-z0-9_-]+`);
    expect(cited.length, "the repo cites doc anchors (the search itself works)").toBeGreaterThan(100);
    const missing: string[] = [];
    for (const hit of cited) {
      for (const match of hit.matchAll(new RegExp(`(?:^|[^A-Za-z0-9_-])(${DOCS.join("|")})\\.md#([A-Za-z0-9_-]+)`, "g"))) {
        const [, doc, anchor] = match;
        if (doc && anchor && !anchorsByDoc.get(doc)?.has(anchor)) missing.push(`${hit.slice(0, hit.indexOf(":", hit.indexOf(":") + 1))}: ${doc}.md#${anchor}`);
      }
    }
    expect(missing).toEqual([]);
  }, GIT_GREP_TIMEOUT);

  it("finds each same-page link (#anchor) of a doc among that doc's own anchors", () => {
    const missing: string[] = [];
    for (const [doc, anchors] of anchorsByDoc) {
      const text = readFileSync(path.join(ROOT, "docs", `${doc}.md`), "utf8");
      for (const match of text.matchAll(/\]\(#([^)\s]+)\)/g)) if (match[1] && !anchors.has(match[1])) missing.push(`${doc}.md: #${match[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it("reads anchors as GitHub makes them", () => {
    expect(slugOf("D5. The API's calls, under /api/v1")).toBe("d5-the-apis-calls-under-apiv1");
    expect(slugOf("Home (`/home`)")).toBe("home-home");
    expect([...anchorsOf('<a id="team-page"></a>\n### Team\n## Team\n')]).toEqual(["team-page", "team", "team-1"]);
  });
});

describe("every departure has its record, and the records their index", () => {
  const product = readFileSync(path.join(ROOT, "docs", "product.md"), "utf8");
  const decisions = readFileSync(path.join(ROOT, "docs", "decisions.md"), "utf8");
  const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length;

  it("finds no departure or fill-in in docs/product.md said to have no decision record", () => {
    // Matched across a line break too: a wrapped "(no\n  decision record;" is the same words.
    const hits = [...product.matchAll(/no\s+decision\s+record/gi)].map((m) => `docs/product.md:${lineOf(product, m.index)}: ${m[0].replace(/\s+/g, " ")}`);
    expect(hits, "write the record in docs/decisions.md and link it as [Dnn](decisions.md#dnn)").toEqual([]);
  });

  it("links a numbered decision from every Departs and Fills in line of docs/product.md", () => {
    const unlinked: string[] = [];
    const lines = product.split("\n");
    lines.forEach((line, i) => {
      if (!/^- \*\*(Departs|Fills in):\*\*/.test(line)) return;
      let bullet = line;
      for (let j = i + 1; j < lines.length && /^ {2,}\S/.test(lines[j] ?? ""); j++) bullet += ` ${lines[j]?.trim()}`;
      if (!/\(decisions\.md#d\d+\)/.test(bullet)) unlinked.push(`docs/product.md:${i + 1}: ${bullet.slice(0, 90)}`);
    });
    expect(lines.filter((line) => line.startsWith("- **Departs:**")).length, "the search finds Departs lines").toBeGreaterThan(20);
    expect(unlinked, "link the record as [Dnn](decisions.md#dnn)").toEqual([]);
  });

  it("lists every record of docs/decisions.md in its index, and no record that is not there", () => {
    const firstSection = decisions.search(/^# (?!Decisions)/m);
    const index = decisions.slice(0, firstSection).split("\n").filter((line) => line.startsWith("|"));
    const indexed = index.flatMap((line) => [...line.matchAll(/\[D(\d+)\]\(#d(\d+)\)/g)]);
    expect(indexed.length, "the index table is found and holds links").toBeGreaterThan(50);
    const records = new Set([...decisions.matchAll(/<a id="d(\d+)"><\/a>/g)].map((m) => Number(m[1])));
    const listed = new Set(indexed.map((m) => Number(m[2])));
    expect(indexed.filter((m) => m[1] !== m[2]).map((m) => m[0]), "an index link's text and anchor name the same record").toEqual([]);
    expect([...records].filter((n) => !listed.has(n)).map((n) => `D${n}`), "records missing from the index").toEqual([]);
    expect([...listed].filter((n) => !records.has(n)).map((n) => `D${n}`), "index entries with no record").toEqual([]);
  });
});

describe("every file a doc names exists", () => {
  /** The docs a newcomer reads: a path they cannot open sends them looking for a file that moved. */
  const READMES = ["README.md", "web/README.md", "game/README.md"];
  // A path in backticks with a folder and a source or data extension: `functions/src/app.ts`, or a
  // path inside the workspace or folder the text is about (`accounts/teachers.ts`).
  const CITED_FILE = /`((?:[\w.@-]+\/)+[\w.@-]+\.(?:ts|tsx|mjs|js|json|css|rules))`/g;

  it("finds each backticked file path of docs/*.md and the READMEs among the tracked files", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);
    // What a build or a run writes is not tracked, and is named as where it will be.
    const built = (cited: string) => /^(functions\/lib|web\/dist|test-results)\//.test(cited);
    const exists = (cited: string) => built(cited) || tracked.some((file) => file === cited || file.endsWith(`/${cited}`));
    const docs = [...DOCS, "accessibility", "learning", "translating", "cost"].map((doc) => `docs/${doc}.md`).concat(READMES);
    const missing = docs.flatMap((doc) => {
      let text: string;
      try {
        text = readFileSync(path.join(ROOT, doc), "utf8");
      } catch {
        return [];
      }
      return [...text.matchAll(CITED_FILE)].filter((m) => m[1] !== undefined && !exists(m[1])).map((m) => `${doc}:${text.slice(0, m.index).split("\n").length}: ${m[1]}`);
    });
    expect(missing, "a moved file: cite it where it is now; a file that is gone, in a record of what was, in italics, not as code").toEqual([]);
  }, GIT_GREP_TIMEOUT);
});
