/**
 * Where a media key (a stored picture key such as 'players/l1-f01' or 'logos/cedar-valley-cubs')
 * is served from. Local runs and production both serve the generated defaults under /media
 * (ARCHITECTURE.md decisions 8 and 10); a club's own files replace them at the same paths.
 */
export function mediaImageUrl(key: string): string {
  return `/media/${key}.svg`;
}

/** Fixed UI art shipped with the game. */
export const uiArt = {
  hockeyStick: mediaImageUrl('ui/hockey-stick'),
  yellowPuck: mediaImageUrl('ui/puck-yellow'),
} as const;
