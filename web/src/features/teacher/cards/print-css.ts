// The print stylesheet of the login cards, as plain CSS: it has to reach past the React
// root (to hide the page around the sheet), which component styles cannot.

export const PRINT_SHEET_CLASS = 'login-card-sheet';

/*
 * Sizes are in print units. A US Letter page less 0.4in margins leaves 7.7in x 10.2in:
 * two columns of three cards, each 3.85in x 3.4in, six to a page (A4 fits them too). The
 * parts a 9-year-old copies are monospaced (l, 1 and I stay apart), one line each, sized by
 * fit-type.ts; the dashed borders are the cut lines, shared between neighbours.
 */
export const printSheetCss = `
@media screen {
  .${PRINT_SHEET_CLASS} { display: none; }
}
@media print {
  @page { size: letter; margin: 0.4in; }
  html, body { background: #fff !important; }
  body > :not(.${PRINT_SHEET_CLASS}) { display: none !important; }
  .${PRINT_SHEET_CLASS} {
    display: grid;
    grid-template-columns: 3.85in 3.85in;
    grid-auto-rows: 3.4in;
    color: #000;
    font-family: "Trebuchet MS", "Segoe UI", system-ui, sans-serif;
  }
  .${PRINT_SHEET_CLASS} .login-card {
    box-sizing: border-box;
    border: 1.5pt dashed #444;
    margin: 0 -1.5pt -1.5pt 0;
    padding: 0.2in 0.3in;
    break-inside: avoid;
    display: flex;
    flex-direction: column;
    overflow: hidden;
  }
  .${PRINT_SHEET_CLASS} .login-card header { display: flex; align-items: center; gap: 6pt; font-size: 10pt; color: #333; }
  .${PRINT_SHEET_CLASS} .login-card header img { height: 20pt; width: auto; }
  .${PRINT_SHEET_CLASS} .login-card h2 { margin: 4pt 0 6pt; font-size: 20pt; line-height: 1.15; font-weight: bold; overflow-wrap: anywhere; }
  .${PRINT_SHEET_CLASS} .login-card p { margin: 0; }
  .${PRINT_SHEET_CLASS} .login-card-label { font-size: 11pt; font-weight: bold; color: #333; margin-top: 5pt !important; }
  .${PRINT_SHEET_CLASS} .login-card-value {
    font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace;
    font-weight: bold;
    line-height: 1.2;
    white-space: nowrap;
  }
  .${PRINT_SHEET_CLASS} .login-card-address { font-weight: normal; }
}
`;
