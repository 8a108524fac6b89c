/**
 * How an emblem is coloured: its body, its outline and eyes (ink), and a second shade for
 * markings. Every emblem draws in a 100 x 100 box centred on (50, 50), so a logo can place
 * and scale it; outlines are 4 units wide, about 1 px when a logo shows at 48 px.
 */
export interface Paint {
  fill: string;
  ink: string;
  detail: string;
}

export type Emblem = (p: Paint) => string;

/** Outline attributes shared by the emblems. */
export const line = (p: Paint, width = 4): string =>
  `stroke="${p.ink}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
