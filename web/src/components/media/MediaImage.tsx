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
  return url === undefined ? <Image {...props} data-media-pending="" opacity={0} /> : <Image {...props} src={url} />;
}
