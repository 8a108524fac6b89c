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

/**
 * The same for every button and button-styled link inside a page or panel (its `css`): below the
 * `sm` breakpoint their words wrap, each keeping its own least height (the padding makes up a line's
 * button height). The teacher's dashboard in Spanish ("Actualizar el tamaño del grupo", "Salir en
 * todos los dispositivos") was 350 to 467 px wide at 320 px.
 */
export const buttonsWrapWhenNarrow = {
  smDown: { '& button, & a.chakra-button': { maxWidth: 'full', whiteSpace: 'normal', height: 'auto', paddingBlock: '2.5', textAlign: 'center' } },
} as const;
