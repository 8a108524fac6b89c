// Each clip's sound, made by ffmpeg's own generators (no recordings to license): a crowd
// (filtered noise), cheers that swell, claps, a goal horn, the ring of the post, and short
// fanfare notes (sine tones that fade). Sound plays only after the student's gesture, with the
// game's mute switch; the words are all on screen and in the captions, so nothing is lost muted.

/** One sound: an ffmpeg source and filter chain producing one mono stream. */
export type Sound = string;

const RATE = 48000;
const gain = (expression: string): string => `volume='${expression}':eval=frame`;

/** The crowd's murmur, all through the clip. */
export const crowd = (seconds: number, level = 0.22, seed = 7): Sound =>
  `anoisesrc=color=pink:amplitude=1:duration=${seconds}:seed=${seed}:sample_rate=${RATE},bandpass=f=600:width_type=o:w=2.5,${gain(String(level))}`;

/** The crowd roars from `at`, then settles. */
export const cheer = (seconds: number, at: number, level = 0.6, seed = 9): Sound =>
  `anoisesrc=color=white:amplitude=1:duration=${seconds}:seed=${seed}:sample_rate=${RATE},bandpass=f=1200:width_type=o:w=2,lowpass=f=3500,${gain(`${level}*if(gte(t,${at}),min(1,(t-${at})*6)*exp(-(t-${at})*0.7),0)`)}`;

/** A crowd's "ooh" at a near miss: lower, shorter. */
export const ooh = (seconds: number, at: number): Sound =>
  `anoisesrc=color=pink:amplitude=1:duration=${seconds}:seed=11:sample_rate=${RATE},bandpass=f=400:width_type=o:w=1,${gain(`0.9*if(gte(t,${at}),min(1,(t-${at})*5)*exp(-(t-${at})*1.4),0)`)}`;

/** Hand claps every `every` seconds (a divisor of a loop's length keeps the loop seamless). */
export const claps = (seconds: number, every: number, level = 0.5): Sound =>
  `anoisesrc=color=white:amplitude=1:duration=${seconds}:seed=5:sample_rate=${RATE},highpass=f=900,${gain(`${level}*exp(-mod(t,${every})*28)`)}`;

/** A note of `hz` struck at `at` that rings out (with its octave for a brighter sound). */
export const note = (seconds: number, hz: number, at: number, level = 0.22, decay = 3): Sound[] =>
  [1, 2].map(
    (harmonic) =>
      `sine=frequency=${hz * harmonic}:duration=${seconds}:sample_rate=${RATE},${gain(`${level / harmonic}*if(gte(t,${at}),exp(-(t-${at})*${decay}),0)`)}`,
  );

/** A goal horn: a low chord held from `at` for `hold` seconds. */
export const horn = (seconds: number, at: number, hold: number): Sound[] =>
  [185, 233, 277].map(
    (hz) =>
      `sine=frequency=${hz}:duration=${seconds}:sample_rate=${RATE},${gain(`0.16*if(between(t,${at},${at + hold}),min(1,(t-${at})*20)*min(1,(${at + hold}-t)*8),0)`)}`,
  );

/** The ring of the puck on the post: two high tones that die fast. */
export const clang = (seconds: number, at: number): Sound[] => [...note(seconds, 1568, at, 0.5, 8), ...note(seconds, 2349, at, 0.3, 11)];

/** A rising fanfare: notes of a major chord, one after another from `at`. */
export const fanfare = (seconds: number, at: number, root = 392, step = 0.14): Sound[] =>
  [1, 1.26, 1.5, 2].flatMap((ratio, i) => note(seconds, root * ratio, at + i * step, 0.16, 2.5));

/**
 * The filter graph that mixes a clip's sounds into [a1] and [a2] (one per output file).
 * A loop gets no fades, so its end runs into its start.
 */
export function mixGraph(sounds: readonly Sound[], seconds: number, loop: boolean): string {
  const sources = sounds.map((sound, i) => `${sound}[s${i}]`);
  const fades = loop ? "" : `,afade=t=in:d=0.15,afade=t=out:st=${(seconds - 0.5).toFixed(2)}:d=0.5`;
  const mix = `${sounds.map((_, i) => `[s${i}]`).join("")}amix=inputs=${sounds.length}:normalize=0,volume=3,alimiter=limit=0.8${fades},asplit=2[a1][a2]`;
  return [...sources, mix].join(";");
}
