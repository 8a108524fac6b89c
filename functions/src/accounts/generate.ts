import { randomInt } from "node:crypto";
import { cleanName } from "@rink/common";

// Short, friendly words a 9-year-old can type (no look-alike letters issue: all lower case).
const WORDS = [
  "puck", "stick", "goal", "skate", "ice", "net", "pass", "save", "team", "cup",
  "rink", "shot", "zamboni", "helmet", "glove", "coach", "cheer", "score", "faceoff", "blue",
  "red", "gold", "star", "snow", "tiger", "eagle", "bear", "wolf", "comet", "rocket",
];

function pick(list: readonly string[]): string {
  return list[randomInt(list.length)] ?? "puck";
}

/** A readable password such as "rocket-puck-42" (14+ characters, about 2^16 combinations per word pair). */
export function readablePassword(): string {
  return `${pick(WORDS)}-${pick(WORDS)}-${randomInt(10, 100)}`;
}

// Latin letters that Unicode does not decompose into a base letter and a mark (NFKD leaves Ł as
// Ł), so a plain strip of non-ASCII would drop them: "Łukasz" would become "ukasz".
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  Ł: "L", ł: "l", Ø: "O", ø: "o", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i",
  ß: "ss", Æ: "AE", æ: "ae", Œ: "OE", œ: "oe", Þ: "Th", þ: "th", Ð: "D", ð: "d",
};

/** The base of a student's username: first name and last initial (of the cleaned names), letters and digits only. */
export function usernameBase(firstName: string, lastName: string): string {
  const clean = (text: string) =>
    cleanName(text)
      .normalize("NFKD")
      .replace(/./gu, (letter) => LATIN_LETTERS[letter] ?? letter)
      .replace(/[^A-Za-z0-9]/g, "")
      .toLowerCase();
  const base = `${clean(firstName)}${clean(lastName).slice(0, 1)}`.slice(0, 20);
  return base || "student";
}

/** A candidate username: the base and two to four digits (more digits on later tries). */
export function usernameCandidate(base: string, attempt: number): string {
  const digits = attempt < 5 ? randomInt(10, 100) : attempt < 10 ? randomInt(100, 1000) : randomInt(1000, 10000);
  return `${base}${digits}`;
}
