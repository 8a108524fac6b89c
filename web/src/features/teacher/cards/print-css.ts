// The print stylesheet of the login cards, as plain CSS: it has to reach past the React
// root (to hide the page around the sheet), which component styles cannot.

export const PRINT_SHEET_CLASS = 'login-card-sheet';

/** Two columns of three: six cards a page, on US Letter and A4 alike. */
export const CARDS_PER_PAGE = 6;

/*
 * Sizes are in print units, for US Letter and A4 alike (no @page size: the teacher's
 * printer decides). Less 0.4in margins, A4 leaves 7.47in x 10.89in and Letter 7.7in x
 * 10.2in: each page of the sheet is its own block of two columns of three cards, each half
 * the width by 3.3in, and the next block starts a new page. The parts a 9-year-old copies
 * are monospaced (l, 1 and I stay apart), one line each, sized by fit-type.ts. The dashed
 * cut lines run only between cards: one down the middle, one under each row that has a row
 * below it, so three cuts make six cards and no line is left at a page's foot.
 * A card is a column whose name may shrink (clamped to two lines) and nothing else may,
 * so a long name never pushes the password out of its card.
 */
export const printSheetCss = `
@media screen {
  .${PRINT_SHEET_CLASS} { display: none; }
}
@media print {
  @page { margin: 0.4in; }
  html, body { background: #fff !important; }
  body > :not(.${PRINT_SHEET_CLASS}) { display: none !important; }
  .${PRINT_SHEET_CLASS} {
    display: block;
    color: #000;
    font-family: "Trebuchet MS", "Segoe UI", system-ui, sans-serif;
  }
  .${PRINT_SHEET_CLASS} .login-card-page {
    display: grid;
    grid-template-columns: 1fr 1fr;
    grid-auto-rows: 3.3in;
    break-inside: avoid;
  }
  .${PRINT_SHEET_CLASS} .login-card-page:not(:last-child) { break-after: page; }
  .${PRINT_SHEET_CLASS} .login-card {
    box-sizing: border-box;
    padding: 0.2in 0.3in;
    display: flex;
    flex-direction: column;
    min-width: 0;
    overflow: hidden;
    border: 0 dashed #444;
  }
  /* A left card with a neighbour: the line down the middle. A card with a card two after it
     (the one below it): the line under it. */
  .${PRINT_SHEET_CLASS} .login-card:nth-child(odd):has(+ .login-card) { border-right-width: 1.5pt; }
  .${PRINT_SHEET_CLASS} .login-card:has(+ .login-card + .login-card) { border-bottom-width: 1.5pt; }
  .${PRINT_SHEET_CLASS} .login-card > * { flex: none; }
  .${PRINT_SHEET_CLASS} .login-card header { display: flex; align-items: center; gap: 6pt; font-size: 10pt; color: #333; min-width: 0; }
  .${PRINT_SHEET_CLASS} .login-card header img { height: 18pt; width: auto; }
  .${PRINT_SHEET_CLASS} .login-card header span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .${PRINT_SHEET_CLASS} .login-card h2 {
    flex: 0 1 auto;
    min-height: 0;
    margin: 4pt 0 4pt;
    line-height: 1.15;
    font-weight: bold;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  .${PRINT_SHEET_CLASS} .login-card p { margin: 0; }
  .${PRINT_SHEET_CLASS} .login-card-label { font-size: 11pt; font-weight: bold; color: #333; margin-top: 4pt !important; }
  .${PRINT_SHEET_CLASS} .login-card-value {
    font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace;
    font-weight: bold;
    line-height: 1.2;
    white-space: nowrap;
  }
  .${PRINT_SHEET_CLASS} .login-card-address { font-weight: normal; }
}
`;
