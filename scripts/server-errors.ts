// The API's unexpected errors, read back from a stack's emulator log. A failing e2e test sees only
// "Something went wrong on the server"; the cause stays in the function workers' log, which a CI
// run throws away with its machine. `npm test` prints them when a test failed, so a failure seen
// once on CI can be read there and not only guessed at.
import { existsSync, readFileSync } from "node:fs";

/** The line the API writes for an error it did not expect (functions/src/http/errors.ts). */
export const UNHANDLED_MARK = "Unhandled API error";
/** Lines read after the mark, at most: the error's message, its stacks and its fields. */
const LINES_READ = 60;
/** Our own frames kept of each error: where in the API it was thrown. */
const OWN_FRAMES = 8;

// eslint-disable-next-line no-control-regex -- colour codes are control characters
const COLOURS = /\u001b\[[0-9;]*m/g;
/** A line a function worker wrote: the emulator puts "> " before each. */
const WORKER_LINE = /^>\s?/;

/** A stack frame of the API's own code, not of a library or of Node. */
const isOwnFrame = (line: string) => /^\s+at /.test(line) && !line.includes("node_modules") && !line.includes("node:internal");

/**
 * Each distinct unexpected error in `log`: its message and the API's own frames of its stacks,
 * the same error once however often it was logged, with how many times it was; at most `limit`.
 */
export function unhandledErrors(log: string, limit = 5): Array<{ count: number; text: string }> {
  const lines = log.split("\n").map((line) => line.replace(COLOURS, ""));
  const found = new Map<string, number>();
  lines.forEach((line, index) => {
    if (!line.includes(UNHANDLED_MARK)) return;
    const rest: string[] = [];
    for (const next of lines.slice(index + 1, index + 1 + LINES_READ)) {
      if (!WORKER_LINE.test(next) || next.includes(UNHANDLED_MARK)) break;
      rest.push(next.replace(WORKER_LINE, ""));
    }
    const message = line.slice(line.indexOf(UNHANDLED_MARK));
    const text = [message, ...rest.filter(isOwnFrame).slice(0, OWN_FRAMES).map((frame) => `  ${frame.trim()}`)].join("\n");
    found.set(text, (found.get(text) ?? 0) + 1);
  });
  return [...found].slice(0, limit).map(([text, count]) => ({ count, text }));
}

/** The report of `logFiles`' unexpected errors, or nothing when there were none. */
export function serverErrorsReport(logFiles: string[]): string {
  const parts = logFiles.flatMap((file) => {
    if (!existsSync(file)) return [];
    return unhandledErrors(readFileSync(file, "utf8")).map(({ count, text }) => `${file} (${count}x):\n${text}`);
  });
  if (parts.length === 0) return "";
  return ["The API's unexpected errors during the run (fault tests cause some on purpose):", ...parts].join("\n\n");
}
