// One rule for every name and username that enters the product (students' names, a teacher's
// registration, usernames at registration and login, CSV rows): what is kept of the text, when it
// is no name at all, and when two texts are the same name. The API parses with it, the screens
// check with it before sending, and the stored text is the cleaned one.

/** Line breaks and tabs are spaces between words, not characters to keep. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/**
 * What shows nothing or steers the display instead of being read: control characters (Cc: a bell,
 * ESC), format characters (Cf: zero-width space U+200B, joiners, word joiner U+2060, soft hyphen,
 * BOM, the direction overrides such as U+202E), Unicode's default-ignorable characters (the Hangul
 * fillers U+3164, U+115F, U+1160 and U+FFA0, variation selectors, which are letters or marks to
 * the categories but draw nothing), the braille blank U+2800, and lone surrogates. Some of them
 * draw nothing themselves but change how their neighbours draw: `keepsItsPlace` keeps those.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}\u2800]/gu;

/** A flag of a region (Scotland: a black flag, then tag letters, then the cancel tag): kept whole. */
const FLAG_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/u;

const INVISIBLE_OR_FLAG = new RegExp(`${FLAG_TAG_SEQUENCE.source}|${INVISIBLE.source}`, "gu");

const JOINERS = /^[\u200C\u200D]$/u;
/** What a joiner may follow: a letter or mark (Persian, the Indic scripts), or a part of an emoji (a skin tone, an emoji-style selector). */
const JOINS_AFTER = /[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]|\uFE0F/u;
/** What a joiner may come before: a letter, a mark, or an emoji. */
const JOINS_BEFORE = /[\p{L}\p{M}\p{Extended_Pictographic}]/u;

/** Text or emoji style (U+FE0E, U+FE0F) is chosen for an emoji, a digit of a keycap, ©; the other selectors pick a form of a Han or Mongolian letter. */
const SELECTOR_BASES: Array<[RegExp, RegExp]> = [
  [/^[\uFE0E\uFE0F]$/u, /\p{Emoji}/u],
  [/^[\uFE00-\uFE0D\u{E0100}-\u{E01EF}]$/u, /\p{Script=Han}/u],
  [/^[\u180B-\u180D\u180F]$/u, /\p{Script=Mongolian}/u],
];

const ONE_INVISIBLE = new RegExp(INVISIBLE.source, "u");
/** A character that draws something (a Hangul filler is a letter to the categories, but draws nothing). */
const draws = (char: string): boolean => char !== "" && !ONE_INVISIBLE.test(char);

/**
 * Whether an invisible character does a job where it stands, so that removing it would change the
 * name: a zero-width joiner or non-joiner between letters or marks (the Persian "علی‌رضا", the
 * Sinhala "ශ්‍රී") or inside an emoji sequence ("👩🏽‍🚀" is one astronaut, not a woman and a
 * rocket), and a variation selector right after a character it picks a form of ("❤️", "1️⃣").
 */
function keepsItsPlace(char: string, before: string, after: string): boolean {
  if (JOINERS.test(char)) return (draws(before) || before === "\uFE0F") && JOINS_AFTER.test(before) && draws(after) && JOINS_BEFORE.test(after);
  return draws(before) && SELECTOR_BASES.some(([selectors, bases]) => selectors.test(char) && bases.test(before));
}

const isFlag = (found: string): boolean => found.codePointAt(0) === 0x1f3f4;

/** Removes every invisible character except those that keep their place, and keeps a region's flag whole. */
function removeInvisibles(text: string): string {
  return text.replace(INVISIBLE_OR_FLAG, (found: string, at: number) => {
    if (isFlag(found)) return found;
    const before = Array.from(text.slice(Math.max(0, at - 2), at)).pop() ?? "";
    const after = String.fromCodePoint(text.codePointAt(at + found.length) ?? 0x20);
    return keepsItsPlace(found, before, after) ? found : "";
  });
}

/** A combining mark with no letter to sit on (at the start, or after a space) draws on nothing. */
const ORPHAN_MARKS = /(^| )\p{M}+/gu;

/** More than four marks on one letter is a pile drawn over the rows above and below, not a name. */
const MARK_PILES = /(\p{M}{4})\p{M}+/gu;

const LETTER = /\p{L}/u;

/**
 * A name as the product keeps it: compatibility-normalized (NFKC: full-width "Ｒａｙ" is "Ray",
 * a no-break or ideographic space is a space), every invisible or control character removed but
 * the joiners and selectors that shape their neighbours, a line break read as a space, every run of spaces one ASCII space, no space at either end.
 * Letters of every script stay as typed ("Łukasz", "李", "Ærø", "O'Brien", "Anne-Marie").
 */
export function cleanName(text: string): string {
  return removeInvisibles(text.normalize("NFKC").replace(LINE_BREAKS, " "))
    .normalize("NFKC") // a mark freed from a removed character may now compose with its letter
    .replace(/\s+/g, " ")
    .replace(ORPHAN_MARKS, "$1")
    .replace(MARK_PILES, "$1")
    .trim();
}

/** A cleaned name is a name when it has at least one letter to read (a blank, "---" or "42" is not). */
export const hasLetter = (cleaned: string): boolean => LETTER.test(cleaned);

/** What is wrong with a name as typed, before any wording: nothing typed, nothing readable, too long. */
export type NameProblem = "missing" | "no-letter" | "too-long";

export function nameProblem(typed: string, maxLength: number): NameProblem | null {
  if (typed.trim() === "") return "missing";
  const cleaned = cleanName(typed);
  if (!hasLetter(cleaned)) return "no-letter";
  return cleaned.length > maxLength ? "too-long" : null;
}

/**
 * Names that look the same are the same: cleaned, without even the joiners and selectors a name
 * keeps, then lower case ("ＭｓＲｉｖｅｒａ", "ms\u200Brivera", "ms\u200Drivera" and "msrivera" are one).
 */
const foldName = (text: string): string => cleanName(text).replace(INVISIBLE, "").normalize("NFKC").toLowerCase();

/**
 * The one key of a username (the id of its usernames/{key} document): registration refuses a
 * name whose key is taken, and login finds the account by the key of what was typed. For a
 * plain ASCII name it is the lower-cased name, the key usernames had before this rule.
 */
export const usernameKey = foldName;

/** An e-mail address as stored and looked up: cleaned and lower case. */
export const emailKey = foldName;

/** One key per student of a class: "Ivy Stone", " ivy  stone " and "Ivy\u200B Stone" are one student. */
export const studentKey = (firstName: string, lastName: string): string => `${foldName(firstName)}\u0000${foldName(lastName)}`;
