// The languages the product speaks (docs/decisions.md#d81). English is the specification's own
// wording; Spanish is Latin-American Spanish for 9-14 year olds. A language is stored on an
// account (a student's, a teacher's, an admin's) and as a class's default, and the screens pick
// their words and their number, money and date formats from it.
// No zod here: the first screens import these, under a budget of JavaScript (docs/decisions.md#d79);
// the request schemas are in languageSchemas.ts.

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The product's language when nobody has chosen one: the specification's. */
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** Each language's name in itself, as a chooser lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** The locale `Intl` formats with: US English, and Latin-American Spanish (es-419). */
export const LOCALES: Record<Language, string> = { en: "en-US", es: "es-419" };

/**
 * The language a screen speaks: the person's own choice, else the class's default (a student),
 * else what this device chose last (the login page's chooser), else English.
 */
export function languageFor(own: Language | undefined, classDefault: Language | undefined, device: Language | undefined): Language {
  return own ?? classDefault ?? device ?? DEFAULT_LANGUAGE;
}

/** PUT /api/v1/auth/user/language's answer. */
export const LANGUAGE_SAVED = "Your language is saved.";

/** PUT /api/v1/auth/user/class-language's answer: a student who chose a language of their own keeps it. */
export const CLASS_LANGUAGE_SAVED = "The class language is saved. Students who chose a language of their own keep it.";
