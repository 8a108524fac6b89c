// The print stylesheet of the login cards, as plain CSS: it has to reach past the React
// root (to hide the page around the sheet), which component styles cannot.

export const PRINT_SHEET_CLASS = 'login-card-sheet';

/*
 * Sizes are in print units. A US Letter page less 0.4in margins leaves 7.7in x 10.2in:
 * two columns of three cards, each 3.85in x 3.4in, six to a page. Type is 20-28pt for the
 * parts a 9-year-old copies (username, password), in a monospaced face so l, 1 and I
 * do not blur; the dashed borders are the cut lines, shared between neighbours.
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
    margin: 0 -0.75pt -1.5pt 0;
    padding: 0.22in 0.3in;
    break-inside: avoid;
    display: flex;
    flex-direction: column;
    gap: 3pt;
    overflow: hidden;
  }
  .${PRINT_SHEET_CLASS} .login-card header { display: flex; align-items: center; gap: 6pt; font-size: 10pt; color: #333; }
  .${PRINT_SHEET_CLASS} .login-card header img { height: 18pt; width: auto; }
  .${PRINT_SHEET_CLASS} .login-card h2 { margin: 2pt 0 4pt; font-size: 22pt; line-height: 1.1; font-weight: bold; }
  .${PRINT_SHEET_CLASS} .login-card p { margin: 0; }
  .${PRINT_SHEET_CLASS} .login-card-step { font-size: 11pt; font-weight: bold; color: #333; }
  .${PRINT_SHEET_CLASS} .login-card-address { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 12pt; word-break: break-all; margin-bottom: 4pt !important; }
  .${PRINT_SHEET_CLASS} .login-card dl { margin: 0; display: grid; grid-template-columns: auto 1fr; align-items: baseline; column-gap: 10pt; row-gap: 2pt; }
  .${PRINT_SHEET_CLASS} .login-card dt { font-size: 12pt; font-weight: bold; }
  .${PRINT_SHEET_CLASS} .login-card dd { margin: 0; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 22pt; font-weight: bold; word-break: break-all; }
}
`;
