// The language requests' schemas (docs/decisions.md#d81), apart from language.ts so the first
// screens, which import the languages, do not load zod.
import { z } from "zod";
import { LANGUAGES } from "./language";

export const languageSchema = z.enum(LANGUAGES, { error: "Choose English (en) or Spanish (es)." });

/** PUT /api/v1/auth/user/language: the signed-in person's own language. */
export const languageUpdateSchema = z.strictObject({ language: languageSchema });

/** PUT /api/v1/auth/user/class-language: a teacher's default language for the class's students. */
export const classLanguageUpdateSchema = z.strictObject({ language: languageSchema });
