/**
 * For every modal dialog's onFocusOutside. A modal dialog traps the focus, so focus found outside
 * it was put there by code, never by the student: typically the dialog this one replaced (a
 * card's Trade opening the trade board, a clip giving way to the finale), whose focus trap gives
 * the focus back to its own trigger a moment after it unmounts. Taken for 'the student left',
 * that closed the new dialog at once. Escape, the backdrop and the dialog's buttons still close it.
 */
export const keepOpenOnFocusOutside = (event: { preventDefault(): void }): void => event.preventDefault();
