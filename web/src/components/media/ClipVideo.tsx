import { useEffect, useRef, useState } from 'react';
import { Box, chakra, Flex, IconButton, type BoxProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LANGUAGE_NAMES } from '@rink/common';
import type { PausableClock } from '../../lib/pausable-clock';
import { mediaMessages } from '../messages';
import { useMediaVideo } from './useMediaUrl';
import { useSoundMuted } from './sound-setting';
import { useLanguage } from '../../i18n/language-setting';
import { SpeakerIcon } from './SpeakerIcon';

/** How long a clip may take to start before the poster stands in for it (a slow network). */
export const STALL_MS = 3000;
/** How long the poster of a clip that cannot play stays up before the flow moves on. */
export const FALLBACK_PAUSE_MS = 2000;

/** loading: waiting for the first frame; playing; poster: the still instead of the clip. */
type Show = 'loading' | 'playing' | 'poster';

interface Props extends Omit<BoxProps, 'children'> {
  /** The clip's media key ('clips/level-1-intro', 'season/game-on'). */
  media: string;
  /** What the clip shows, in words: the video's label and the poster's alt text. */
  label: string;
  /** The game-on loop: plays forever, and stays on its poster if it cannot play. */
  loop?: boolean;
  /** A clip that ends: called when it ends, or a short pause after it turned out unable to play. */
  onDone?: () => void;
  /**
   * Whether the browser draws the captions over the clip (the default). The level clip player
   * shows the same words in its own big caption line, so it keeps the track loaded but hidden.
   */
  captionsOnScreen?: boolean;
  /**
   * The game is paused (the season's Pause, WCAG 2.2.2): a playing clip stops on its frame and
   * goes on from there once this is false again.
   */
  paused?: boolean;
  /** The clock that times the poster's pause before onDone, so the game's Pause holds it too. */
  clock?: Pick<PausableClock, 'after'>;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether the reader has clicked or typed on the page yet: browsers allow sound only after that. */
const hadUserGesture = () => navigator.userActivation?.hasBeenActive ?? false;

/**
 * Whether a playing clip has a sound track: browsers say so only through their own properties
 * (Chromium and Safari count decoded audio bytes, Firefox has a flag), so a silent clip gets no
 * sound switch that would do nothing.
 */
function playsAudio(element: HTMLVideoElement): boolean {
  const decoded: unknown = Reflect.get(element, 'webkitAudioDecodedByteCount');
  const tracks: unknown = Reflect.get(element, 'audioTracks');
  return (
    (typeof decoded === 'number' && decoded > 0) ||
    Reflect.get(element, 'mozHasAudio') === true ||
    (typeof tracks === 'object' && tracks !== null && Number(Reflect.get(tracks, 'length')) > 0)
  );
}

/**
 * Every clip of the game (level intros and level-complete clips, the highlights, the game-on
 * loop) as one <video>: WebM then MP4, its poster, its captions on by default. It starts muted
 * (browsers allow that autoplay) and gets its sound only after a user gesture and only if the
 * game's sound switch is on; a clip with sound shows that switch in its corner (the same one as
 * the season's cheering).
 * When it cannot play (an error, autoplay refused, a missing file, no first frame within
 * STALL_MS) or the reader asks for reduced motion, the poster stands in, and a clip that ends
 * calls onDone after a short pause so the game moves on.
 */
export function ClipVideo({ media, label, loop = false, onDone, captionsOnScreen = true, paused = false, clock, ...frame }: Props) {
  // The clip's files at the media root: known at once from the shipped folder; from Storage, a
  // moment later (the frame waits, in its loading state, and the stall clock starts after).
  // The picture is the one drawn in the screens' language, when the clip has words in it.
  const language = useLanguage();
  const video = useMediaVideo(media, language);
  const ready = video !== undefined;
  const ref = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const [show, setShow] = useState<Show>(() => (prefersReducedMotion() ? 'poster' : 'loading'));
  // A change of language while the clip plays starts it again in the new language's picture
  // (the <video> is keyed by it, so the browser loads the new files).
  const [pictureLanguage, setPictureLanguage] = useState(video?.language);
  if (video && video.language !== pictureLanguage) {
    setPictureLanguage(video.language);
    if (show === 'playing') setShow('loading');
  }
  const [posterMissing, setPosterMissing] = useState(false);
  const [hasSound, setHasSound] = useState(false);
  const [muted, toggleMuted] = useSoundMuted();
  const intl = useIntl();
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  }, [onDone]);

  // Start muted (allowed everywhere) and fall back to the poster when the play is refused or
  // the first frame is too slow to come.
  useEffect(() => {
    const element = ref.current;
    if (show !== 'loading' || !ready || !element) return;
    element.muted = true;
    // Through a promise: older browsers (and test DOMs) throw or return nothing from play().
    Promise.resolve()
      .then(() => element.play())
      .catch(() => setShow((was) => (was === 'loading' ? 'poster' : was)));
    const stall = window.setTimeout(() => setShow((was) => (was === 'loading' ? 'poster' : was)), STALL_MS);
    return () => window.clearTimeout(stall);
  }, [show, ready]);

  // The captions of the language the screens speak (English when a clip has none in it).
  const captionLanguage = video?.captionTracks?.some((track) => track.language === language) ? language : 'en';

  // Captions drawn elsewhere: loaded (a set mode keeps the browser from turning them on), not drawn.
  // A change of language moves the drawn captions to the new language's track.
  useEffect(() => {
    const element = trackRef.current;
    // ('track' in: test DOMs have no text tracks.)
    if (!element || !('track' in element)) return;
    for (const other of ref.current?.textTracks ?? []) if (other !== element.track && other.mode !== 'disabled') other.mode = 'disabled';
    element.track.mode = captionsOnScreen ? 'showing' : 'hidden';
  }, [captionsOnScreen, show, ready, captionLanguage]);

  // The sound follows the switch, once the page has had a gesture.
  useEffect(() => {
    const element = ref.current;
    if (show === 'playing' && element) element.muted = muted || !hadUserGesture();
  }, [show, muted]);

  // Paused, the clip holds its frame; unpaused, it plays on from there.
  useEffect(() => {
    const element = ref.current;
    if (show !== 'playing' || !element) return;
    if (paused) element.pause();
    else if (element.paused)
      Promise.resolve()
        .then(() => element.play())
        .catch(() => setShow('poster'));
  }, [show, paused]);

  // A clip that ends moves on a moment after its poster stood in (the game-on loop waits).
  useEffect(() => {
    if (show !== 'poster' || loop) return;
    const done = () => doneRef.current?.();
    if (clock) return clock.after(FALLBACK_PAUSE_MS, done);
    const timer = window.setTimeout(done, FALLBACK_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [show, loop, clock]);

  const toPoster = () => setShow('poster');
  return (
    <Box data-clip-video={media} data-state={show} position="relative" aspectRatio="16 / 9" overflow="hidden" borderRadius="lg" bg="navy.900" {...frame}>
      {!video ? (
        // Storage is still naming the clip's files: the frame holds its place and says what it shows.
        <Box role="img" aria-label={label} w="full" h="full" />
      ) : show === 'poster' ? (
        posterMissing ? (
          // Neither the clip nor its still: its words stand in, so the screen still says what happens.
          <Flex role="img" aria-label={label} w="full" h="full" bg="navy.800" color="navy.100" align="center" justify="center" p="4" textAlign="center" fontSize={{ base: 'md', md: 'lg' }} fontWeight="bold">
            {label}
          </Flex>
        ) : (
          <chakra.img src={video.poster} alt={label} w="full" h="full" objectFit="contain" onError={() => setPosterMissing(true)} />
        )
      ) : (
        <chakra.video
          key={video.language}
          ref={ref}
          aria-label={label}
          poster={video.poster}
          muted
          playsInline
          loop={loop}
          preload="auto"
          w="full"
          h="full"
          objectFit="contain"
          onPlaying={() => setShow('playing')}
          onTimeUpdate={(event) => {
            if (!hasSound && playsAudio(event.currentTarget)) setHasSound(true);
          }}
          onEnded={() => doneRef.current?.()}
          onError={toPoster}
        >
          {video.sources.map((source) => (
            // The last source's error means no format could load (a missing file included).
            <source key={source.src} src={source.src} type={source.type} onError={source === video.sources.at(-1) ? toPoster : undefined} />
          ))}
          {video.captionTracks?.map((track) => (
            <track
              key={track.language}
              ref={track.language === captionLanguage ? trackRef : undefined}
              kind="captions"
              src={track.src}
              srcLang={track.language}
              label={LANGUAGE_NAMES[track.language]}
              default={captionsOnScreen && track.language === captionLanguage}
            />
          ))}
        </chakra.video>
      )}
      {show === 'playing' && hasSound && (
        <IconButton
          position="absolute"
          top="2"
          left="2"
          size="md"
          variant="solid"
          colorPalette="navy"
          opacity={0.85}
          aria-label={intl.formatMessage(muted ? mediaMessages.unmute : mediaMessages.mute)}
          onClick={toggleMuted}
        >
          <SpeakerIcon muted={muted} />
        </IconButton>
      )}
    </Box>
  );
}
