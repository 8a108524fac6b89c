/** Shortest gap between two crowd bursts: fast clicking makes a roar, not a buzz. */
const CHEER_SOUND_GAP_MS = 140;

interface CheerSound {
  /**
   * Makes the audio context ahead of the first cheer, inside the click that starts a game (a
   * user gesture, so browsers allow it): making it can take a long frame, which must not fall
   * on a cheer.
   */
  prepare(): void;
  play(): void;
}

/**
 * A short crowd burst made with the Web Audio API (no sound file to load): a quarter second
 * of filtered noise with a quick rise and fall, like a cheering crowd. The audio context is
 * made by prepare() or else on the first play, inside a click (browsers allow sound only then).
 * Where Web Audio is missing the game simply stays silent.
 */
export function createCheerSound(now: () => number = () => performance.now()): CheerSound {
  let context: AudioContext | null = null;
  let noise: AudioBuffer | null = null;
  let last = -Infinity;
  const open = (): AudioContext => {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    noise ??= makeNoise(context);
    return context;
  };
  return {
    prepare() {
      try {
        open();
      } catch (error) {
        console.warn('Cheer sound unavailable', error);
      }
    },
    play() {
      const at = now();
      if (at - last < CHEER_SOUND_GAP_MS) return;
      last = at;
      try {
        const context = open();
        const source = context.createBufferSource();
        source.buffer = noise;
        const band = context.createBiquadFilter();
        band.type = 'bandpass';
        band.frequency.value = 900 + Math.random() * 500;
        band.Q.value = 0.8;
        const gain = context.createGain();
        const t = context.currentTime;
        gain.gain.setValueAtTime(0.0001, t);
        gain.gain.exponentialRampToValueAtTime(0.35, t + 0.04);
        gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.28);
        source.connect(band).connect(gain).connect(context.destination);
        source.start(t);
        source.stop(t + 0.3);
      } catch (error) {
        // No audio on this device: cheering works without it.
        console.warn('Cheer sound unavailable', error);
      }
    },
  };
}

function makeNoise(context: AudioContext): AudioBuffer {
  const length = Math.floor(context.sampleRate * 0.3);
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i += 1) data[i] = Math.random() * 2 - 1;
  return buffer;
}
