import { useEffect, useState } from 'react';
import { Image, type ImageProps } from '@chakra-ui/react';
import { mediaNameOf } from './media';
import { useMediaUrl } from './useMediaUrl';

interface Props extends Omit<ImageProps, 'src'> {
  /** The shipped default's URL (mediaImageUrl, uiArt, mascotArt): its name is looked up at the media root. */
  src: string;
}

/**
 * A picture from the media root: Chakra's Image with `src` resolved (a club's file in Storage, or
 * the shipped default). While Storage is still answering the <img> keeps its box (the caller's
 * width and height) and its alt text, and stays transparent, so nothing jumps or flashes when
 * the picture arrives. A URL outside /media/ is shown as it is.
 */
export function MediaImage({ src, ...props }: Props) {
  const name = mediaNameOf(src);
  const resolved = useMediaUrl(name);
  const url = name === undefined ? src : resolved;
  const failed = useLoadAgainWhenOnline();
  if (url === undefined) return <Image {...props} data-media-pending="" opacity={0} />;
  // A picture the network failed keeps its frame: its alt text (read out, never painted) does not
  // spill out of a small round frame, and it is fetched again when the network is back.
  return <Image key={failed.attempt} {...props} src={url} color="transparent" overflow="hidden" onError={failed.onError} />;
}

/** A new attempt each time the network comes back after a failed load. */
function useLoadAgainWhenOnline(): { attempt: number; onError: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const again = () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);
  return { attempt, onError: () => setFailed(true) };
}
