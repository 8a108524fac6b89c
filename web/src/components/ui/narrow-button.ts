/**
 * Below the `sm` breakpoint a button's words wrap inside it (its height grows, from `minHeight`)
 * rather than push it past its box: "See Your Season Debrief" is wider than a 320 px window
 * (WCAG 1.4.10). Wider windows keep the button's own one-line look.
 */
export function wrapsWhenNarrow(minHeight: string = '11') {
  return {
    smDown: { maxWidth: 'full', whiteSpace: 'normal', height: 'auto', minHeight, paddingBlock: '2', textAlign: 'center' },
  } as const;
}
