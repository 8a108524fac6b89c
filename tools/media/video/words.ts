// The words a clip draws into its picture, in each language the game speaks. English is the
// game's content (game/src/content/clips.ts) as the web's message descriptors carry it; every
// other language is the web's own catalogue (web/src/i18n/<language>/*.json, the file the
// screens read), so the clips, their captions and the screens say the same words, typed once.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import type { Level } from "@rink/game";
import type { Language } from "@rink/common";
import { clipMessages, highlightMessages, type ContentDescriptor } from "../../../web/src/i18n/content/messages";
import { ROOT } from "../../../scripts/stack/defaults";

export interface ClipWords {
  /** A level clip's big words ('LEVEL 1 COMPLETE!') and the mascot's lines, in order. */
  level(level: Level, kind: "intro" | "complete"): { headline: string; lines: string[] };
  /** The lines a highlight draws, in order. */
  highlight(kind: "win" | "loss"): string[];
}

/** A language's catalogue: its JSON files merged, as web/src/i18n/<language>/index.ts merges them. */
function catalogue(language: Language): Record<string, string> {
  const dir = path.join(ROOT, "web", "src", "i18n", language);
  const files = readdirSync(dir).filter((name) => name.endsWith(".json"));
  return Object.assign({}, ...files.map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Record<string, string>)) as Record<string, string>;
}

export function clipWords(language: Language): ClipWords {
  const messages = language === "en" ? {} : catalogue(language);
  const say = (descriptor: ContentDescriptor): string => {
    const message = language === "en" ? descriptor.defaultMessage : messages[descriptor.id];
    if (message === undefined) throw new Error(`no ${language} words for ${descriptor.id} in web/src/i18n/${language}/*.json`);
    // The messages are ICU (a quoted brace, a doubled apostrophe): formatted, as the screens do.
    return String(new IntlMessageFormat(message, language).format());
  };
  return {
    level: (level, kind) => {
      const clip = clipMessages[`${level}`][kind];
      return { headline: say(clip.headline), lines: clip.captions.map(say) };
    },
    highlight: (kind) => highlightMessages[kind].map(say),
  };
}
