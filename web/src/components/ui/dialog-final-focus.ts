import { createContext } from 'react';

/**
 * Where an AppDialog gives the focus back as it closes, for a page whose dialogs follow one
 * another: the Team page's player card, then Release, then its question. By default a dialog
 * gives the focus back to what had it before it opened; for the second dialog of a chain that is a
 * button of the first, gone by then, and the focus would fall to the page's start (WCAG 2.4.3).
 * The page provides the control the student started from (the lineup slot).
 */
export const DialogFinalFocus = createContext<(() => HTMLElement | null) | undefined>(undefined);
