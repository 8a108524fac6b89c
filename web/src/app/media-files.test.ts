// In app/: the one layer that may read both the shared media URLs and the play frame's mascot art.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUPS, HIGHLIGHT_WORDS, HOME_TEAMS, LEVEL_1_PLAYERS, LEVEL_2_PLAYERS, LEVEL_3_PLAYERS, LEVEL_CLIPS, OPPONENT_TEAMS, SEASON_CLIPS, TUTORIALS } from '@rink/game';
import { programmeLogoSrc } from '@/first-screens/plain/PageShell';
import { mascotArt } from '@/play/mascot/mascot-art';
import { mediaImageUrl, mediaVideo, uiArt } from '@/components/media/media';
import { LANGUAGES } from '@rink/common';
import { spanish } from '@/i18n/es';

// Every file the game ships under web/public/media, as the URL path it is served at. The glob
// is lazy: only its keys (the file names) are used, nothing is loaded.
const shipped = new Set(Object.keys(import.meta.glob('/public/media/**/*')).map((file) => file.replace(/^\/public/, '')));

// Every media URL the web code names as a literal: '/media/...' strings and mediaImageUrl('...')
// calls (keys built from data are covered by the game's content below).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
const literalUrls = Object.entries(sources).flatMap(([file, text]) => [
  ...[...text.matchAll(/['"`](\/media\/[^'"`$]+)['"`]/g)].map((m) => ({ file, url: m[1] ?? '' })),
  ...[...text.matchAll(/mediaImageUrl\((['"])([^'"]+)\1\)/g)].map((m) => ({ file, url: mediaImageUrl(m[2] ?? '') })),
]);

const players = [...LEVEL_1_PLAYERS, ...LEVEL_2_PLAYERS, ...LEVEL_3_PLAYERS];
const teams = [...Object.values(HOME_TEAMS), ...Object.values(OPPONENT_TEAMS).flat()];
const cups = Object.values(CUPS).flat();
const poses = new Set(Object.values(TUTORIALS).flatMap((slides) => slides.map((slide) => slide.mascotPose)));
const levelClips = Object.values(LEVEL_CLIPS).flatMap((level) => [level.intro.media, level.complete.media]);
// Every team's game-on loop and highlights, as the season copies them from the content and the
// jumbotron plays them (its own team's; any team's may be the student's, level by level).
const teamClips = teams.flatMap((t) => [t.videos.gameOn, t.videos.gameOver.win, t.videos.gameOver.loss]);
const clipKeys = [...new Set([...levelClips, ...teamClips])];

const missing = (urls: readonly string[]) => urls.filter((url) => !shipped.has(url));

// The clips that draw words into their picture (LEVEL N and the mascot's lines; GOAL!, SO CLOSE!):
// each has its picture in every language.
const clipsWithDrawnWords = [...levelClips, SEASON_CLIPS.gameOver.win, SEASON_CLIPS.gameOver.loss];

/** A shipped file's bytes (a URL path under /media/). */
const bytesOf = (url: string): Buffer => readFileSync(join(__dirname, '../../public', url));

/** An MP4's length in seconds: its movie header (mvhd) box's duration over its time scale. */
function mp4Seconds(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd', 0, 'latin1');
  if (at < 0) throw new Error('no mvhd box');
  const version = bytes.readUInt8(at + 4);
  return version === 1 ? Number(bytes.readBigUInt64BE(at + 28)) / bytes.readUInt32BE(at + 24) : bytes.readUInt32BE(at + 20) / bytes.readUInt32BE(at + 16);
}

/** A WebM's length in seconds: its Segment Info's Duration (EBML id 0x4489, a float in TimecodeScale units, ms by default). */
function webmSeconds(bytes: Buffer): number {
  const scaleAt = bytes.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  const scaleSize = scaleAt < 0 ? 0 : (bytes.readUInt8(scaleAt + 3) & 0x0f);
  const scale = scaleAt < 0 ? 1_000_000 : bytes.readUIntBE(scaleAt + 4, scaleSize);
  const at = bytes.indexOf(Buffer.from([0x44, 0x89]));
  if (at < 0) throw new Error('no Duration element');
  const size = bytes.readUInt8(at + 2) & 0x7f;
  const value = size === 8 ? bytes.readDoubleBE(at + 3) : bytes.readFloatBE(at + 3);
  return (value * scale) / 1e9;
}

describe('every media reference of the game resolves to a shipped file', () => {
  it('finds the shipped files at all (the walk is not looking in the wrong place)', () => {
    expect(shipped.size).toBeGreaterThan(100);
    expect(literalUrls.length).toBeGreaterThan(0);
  });

  it('has a picture for every player of every level', () => {
    expect(players.length).toBeGreaterThan(30);
    expect(missing(players.map((p) => mediaImageUrl(p.playerPicture)))).toEqual([]);
  });

  it('has a logo for every home team and opponent', () => {
    expect(teams.length).toBe(40);
    expect(missing(teams.map((t) => mediaImageUrl(t.logo)))).toEqual([]);
  });

  it('has a picture for each of the nine cups', () => {
    expect(cups.length).toBe(9);
    expect(missing(cups.map((c) => mediaImageUrl(c.image)))).toEqual([]);
  });

  it('has the mascot in every pose the tutorials use, and the help button’s wave', () => {
    expect(missing([...poses, 'wave' as const].map((pose) => mascotArt(pose).src))).toEqual([]);
  });

  it('has the fixed art: the programme logo and the UI pictures', () => {
    expect(missing([programmeLogoSrc, ...Object.values(uiArt)])).toEqual([]);
  });

  it('has every literal media URL the web code names', () => {
    expect(literalUrls.filter(({ url }) => !shipped.has(url))).toEqual([]);
  });

  it('has both formats and a poster for every clip, and captions where the clip shows words', () => {
    // The six level clips and the three season clips every team shares today.
    expect(clipKeys).toHaveLength(9);
    for (const key of clipKeys) {
      const video = mediaVideo(key);
      const files = [...video.sources.map((s) => s.src), video.poster, ...(video.captions ? [video.captions] : []), ...(video.captionTracks ?? []).map((t) => t.src)];
      expect({ key, missing: missing(files) }).toEqual({ key, missing: [] });
      if (video.captions) expect(video.captionTracks?.map((t) => t.language), key).toEqual([...LANGUAGES]);
    }
  });

  it('has captions in every language for every clip with words, the same cues at the same times', () => {
    const vtt = import.meta.glob<string>('/public/media/**/*.vtt', { query: '?raw', import: 'default', eager: true });
    const cues = (text: string) =>
      text
        .trim()
        .split(/\n\n+/)
        .slice(1)
        .map((block) => {
          const [, timing, ...words] = block.split('\n');
          return { timing, words: words.join('\n') };
        });
    for (const key of clipKeys) {
      const tracks = mediaVideo(key).captionTracks ?? [];
      const [english, ...others] = tracks.map((t) => vtt[`/public${t.src}`]);
      if (english === undefined) continue;
      for (const [i, other] of others.entries()) {
        expect(other, `${key} ${tracks[i + 1]?.language}`).toBeDefined();
        expect(cues(other ?? '').map((c) => c.timing), key).toEqual(cues(english).map((c) => c.timing));
        expect(cues(other ?? '').every((c) => c.words.trim() !== ''), key).toBe(true);
      }
    }
    // A level clip's Spanish captions are its captions in the Spanish catalogue, word for word.
    for (const level of [1, 2, 3] as const) {
      for (const kind of ['intro', 'complete'] as const) {
        const clip = LEVEL_CLIPS[level][kind];
        const words = cues(vtt[`/public/media/${clip.media}.es.vtt`] ?? '').map((c) => c.words);
        expect(words, clip.media).toEqual(clip.captions.map((_, k) => spanish[`content.clip.${level}.${kind}.caption.${k}`]));
      }
    }
    // A highlight's: its lines in the catalogue, each cue adding the next line (as in English).
    for (const kind of ['win', 'loss'] as const) {
      const lines = HIGHLIGHT_WORDS[kind].map((_, k) => spanish[`content.highlight.${kind}.${k}`] ?? '');
      const words = cues(vtt[`/public/media/${SEASON_CLIPS.gameOver[kind]}.es.vtt`] ?? '').map((c) => c.words);
      expect(words, kind).toEqual(lines.map((_, k) => lines.slice(0, k + 1).join(' ')));
    }
  });

  it('has every clip that draws words drawn in every language: its WebM, MP4 and poster, as long as the English', () => {
    expect(clipsWithDrawnWords).toHaveLength(8);
    for (const key of clipsWithDrawnWords) {
      const english = mediaVideo(key, 'en');
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const video = mediaVideo(key, language);
        // Its own files, beside the English ones: <key>.<language>.webm|mp4|jpg.
        expect({ key, language: video.language }).toEqual({ key, language });
        const files = [...video.sources.map((s) => s.src), video.poster];
        expect(files).toEqual([`/media/${key}.${language}.webm`, `/media/${key}.${language}.mp4`, `/media/${key}.${language}.jpg`]);
        expect({ key, missing: missing(files) }).toEqual({ key, missing: [] });
        // The same length as the English clip (within a frame at 24 fps), in both formats.
        const [webm, mp4] = video.sources.map((s) => bytesOf(s.src));
        const [englishWebm, englishMp4] = english.sources.map((s) => bytesOf(s.src));
        expect(webmSeconds(webm ?? Buffer.alloc(0)), `${key} ${language} webm`).toBeCloseTo(webmSeconds(englishWebm ?? Buffer.alloc(0)), 1);
        expect(mp4Seconds(mp4 ?? Buffer.alloc(0)), `${key} ${language} mp4`).toBeCloseTo(mp4Seconds(englishMp4 ?? Buffer.alloc(0)), 1);
        expect(Math.abs(mp4Seconds(mp4 ?? Buffer.alloc(0)) - webmSeconds(webm ?? Buffer.alloc(0))), `${key} ${language}`).toBeLessThan(1 / 24 + 0.03);
      }
    }
  });

  it('gives the other clips (game on: no words) their English picture in every language', () => {
    for (const language of LANGUAGES) expect(mediaVideo(SEASON_CLIPS.gameOn, language).sources.map((s) => s.src)).toEqual(['/media/season/game-on.webm', '/media/season/game-on.mp4']);
  });

  it("has every team's game-on loop and win and loss highlights, in both formats with a poster", () => {
    expect(teamClips).toHaveLength(teams.length * 3);
    for (const team of teams) {
      const { gameOn, gameOver } = team.videos;
      const files = [gameOn, gameOver.win, gameOver.loss].flatMap((key) => [...mediaVideo(key).sources.map((s) => s.src), mediaVideo(key).poster]);
      expect({ team: team.nameFull, missing: missing(files) }).toEqual({ team: team.nameFull, missing: [] });
    }
  });
});
