import { useEffect, useId, useRef } from 'react';
import { IconButton } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { SpeakerIcon } from '@/components/media/SpeakerIcon';
import { useLanguage } from '@/i18n/language-setting';
import { readAloudMessages as m } from './messages';
import { useReadAloud } from './useReadAloud';

interface Props {
  /** The block's words, or a function giving them when pressed (e.g. readableText of the block). */
  text: string | (() => string);
  /**
   * Read as soon as it appears, when read-aloud is on: the tutorial's slides only (give it a key
   * per slide). Every other block waits for its button.
   */
  readOnAppear?: boolean;
}

/**
 * A readable block's speaker button, shown only while the student has read-aloud on (and the
 * browser can speak). Pressed while reading (aria-pressed); pressing again stops. The reading
 * stops when the block goes away (a new slide, another page) or the language changes.
 */
export function ReadAloudButton({ text, readOnAppear = false }: Props) {
  const intl = useIntl();
  const owner = useId();
  const language = useLanguage();
  const { on, owner: readingNow, read, stop } = useReadAloud();
  const words = () => (typeof text === 'function' ? text() : text);
  const latest = useRef({ on, read, words });
  useEffect(() => {
    latest.current = { on, read, words };
  });

  // The tutorial's new slide: read once when it appears, if read-aloud is on then (never when
  // the switch is turned on later: reading starts by itself only for a new slide).
  useEffect(() => {
    if (!readOnAppear || !latest.current.on) return;
    // After the paint, so a slide's words in the DOM are there for a function to read.
    const frame = window.setTimeout(() => latest.current.read(owner, latest.current.words()), 0);
    return () => window.clearTimeout(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per appearance, by design
  }, []);

  // Gone (a new slide, another page), or the language changed (what is read is in the old one): its reading stops.
  useEffect(() => () => stop(owner), [language, owner, stop]);

  if (!on) return null;
  const reading = readingNow === owner;
  return (
    <IconButton
      aria-label={intl.formatMessage(m.read)}
      aria-pressed={reading}
      title={intl.formatMessage(m.read)}
      data-read-aloud-skip=""
      size="sm"
      minW="32px"
      minH="32px"
      flexShrink={0}
      borderRadius="full"
      variant={reading ? 'solid' : 'outline'}
      colorPalette="orange"
      bg={reading ? undefined : 'white'}
      onClick={() => (reading ? stop(owner) : read(owner, words()))}
    >
      <SpeakerIcon muted={false} />
    </IconButton>
  );
}
