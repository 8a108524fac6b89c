import { LEVEL_CLIPS, SEASON_CLIPS } from '@rink/game';
import { LANGUAGES, type Language } from '@rink/common';

/** The URL at which Hosting serves the shipped default of a media name. */
export const shippedMediaUrl = (name: string): string => `/media/${name}`;

/** The media name of a shipped URL (the part after the /media/ prefix); undefined for any other URL. */
export function mediaNameOf(url: string): string | undefined {
  const prefix = shippedMediaUrl('');
  return url.startsWith(prefix) && url.length > prefix.length ? url.slice(prefix.length) : undefined;
}

/**
 * The shipped default of a picture key (a stored picture key such as 'players/l1-f01' or
 * 'logos/cedar-valley-cubs'), as Hosting serves it under /media. Screens show it through
 * <MediaImage>, which looks its name up at the media root (media-root.ts): Storage, where a
 * club's own file replaces it under the same name, with this URL as the fallback.
 */
export function mediaImageUrl(key: string): string {
  return shippedMediaUrl(`${key}.svg`);
}

/** Fixed UI art shipped with the game. */
export const uiArt = {
  hockeyStick: mediaImageUrl('ui/hockey-stick'),
  yellowPuck: mediaImageUrl('ui/puck-yellow'),
} as const;

/** Clips that show or speak no words, so they have no captions file (the media contract, docs/decisions.md#d19). */
const CLIPS_WITHOUT_WORDS: ReadonlySet<string> = new Set([SEASON_CLIPS.gameOn]);

/**
 * The game's own clips that draw words into their picture (the level clips' LEVEL N and the
 * mascot's lines, the highlights' GOAL! and SO CLOSE!): each is rendered once per language the
 * game speaks, `<key>.<language>.webm|mp4|jpg` beside the English `<key>.webm|mp4|jpg`
 * (tools/media/video). Any other key (game on, which draws no words; a club's own clip) has
 * its English files only.
 */
const CLIPS_WITH_DRAWN_WORDS: ReadonlySet<string> = new Set([
  ...Object.values(LEVEL_CLIPS).flatMap((level) => [level.intro.media, level.complete.media]),
  SEASON_CLIPS.gameOver.win,
  SEASON_CLIPS.gameOver.loss,
]);

/** The language of a clip's picture for a reader of `language`: theirs when the clip was drawn in it, else English. */
const pictureLanguage = (key: string, language: Language): Language => (CLIPS_WITH_DRAWN_WORDS.has(key) ? language : 'en');

export interface MediaVideo {
  /** In the order the browser should try them: VP9 is smaller, H.264 plays everywhere else. */
  sources: readonly { src: string; type: string }[];
  /** A still of the clip: shown before it plays, and instead of it when it cannot play. */
  poster: string;
  /** The language of the words drawn in the picture (sources and poster): the reader's, or English when the clip has none in it. */
  language: Language;
  /** WebVTT captions of the words the clip shows (English, the clip's own words). */
  captions?: string;
  /**
   * The captions in each language the game speaks, English first: `<key>.vtt` and
   * `<key>.<language>.vtt` (`clips/level-1-intro.es.vtt`), the same cues' times in each.
   */
  captionTracks?: readonly CaptionTrack[];
}

interface CaptionTrack {
  language: Language;
  src: string;
}

/** A clip's captions file in a language: English is the clip's own `<key>.vtt`. */
const captionsUrl = (key: string, language: Language): string =>
  shippedMediaUrl(language === 'en' ? `${key}.vtt` : `${key}.${language}.vtt`);

/**
 * The shipped files of a clip (key such as 'clips/level-1-intro') for a reader of `language`:
 * WebM and MP4 and a JPEG poster, drawn in that language when the clip has words
 * (`clips/level-1-intro.es.webm`; English otherwise), and, when the clip shows words, WebVTT
 * captions in each language, all under the same name (tools/media/video makes them).
 * ClipVideo resolves them at the media root (useMediaVideo), where a club's own upload
 * replaces them under the same names.
 */
export function mediaVideo(key: string, language: Language = 'en'): MediaVideo {
  const picture = pictureLanguage(key, language);
  const base = shippedMediaUrl(picture === 'en' ? key : `${key}.${picture}`);
  return {
    language: picture,
    sources: [
      { src: `${base}.webm`, type: 'video/webm' },
      { src: `${base}.mp4`, type: 'video/mp4' },
    ],
    poster: `${base}.jpg`,
    ...(CLIPS_WITHOUT_WORDS.has(key)
      ? {}
      : { captions: captionsUrl(key, 'en'), captionTracks: LANGUAGES.map((language) => ({ language, src: captionsUrl(key, language) })) }),
  };
}
