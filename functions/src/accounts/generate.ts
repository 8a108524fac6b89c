import { randomInt } from "node:crypto";
import { cleanName } from "@rink/common";
import { FIRST_WORDS, SECOND_WORDS } from "./passwordWords";

/** The two digits that end a generated password: 10 to 99, so none starts with a 0 a child might leave out. */
export const PASSWORD_NUMBERS = { min: 10, max: 99 } as const;

function pick(list: readonly string[]): string {
  return list[randomInt(list.length)] ?? "puck";
}

/**
 * A readable password such as "tiger-maple-42": a word of each list and two digits, chosen by a
 * cryptographic random source. Over 10 million passwords (generate.test.ts counts them), so a
 * classmate cannot guess one, and the login's wait (loginThrottle.ts) stops trying them all.
 */
export function readablePassword(): string {
  return `${pick(FIRST_WORDS)}-${pick(SECOND_WORDS)}-${randomInt(PASSWORD_NUMBERS.min, PASSWORD_NUMBERS.max + 1)}`;
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
