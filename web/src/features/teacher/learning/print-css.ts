// The printed class report's stylesheet, as plain CSS: it has to reach past the React root to
// hide the dashboard around the report, which component styles cannot (as the login cards do,
// cards/print-css.ts).

export const PRINT_REPORT_ID = 'learning-print-report';

/*
 * Sizes in print units for US Letter and A4 alike (the printer decides the paper). The averages
 * (chart and table side by side) and the habits stay together on the first page; the students'
 * table follows, its header repeated on every page (thead as a header group) and no row split
 * across two. An id outranks the login cards' class: when both sheets are in the page (the
 * cards printed earlier), printing the report shows the report.
 */
export const printReportCss = `
@media screen {
  #${PRINT_REPORT_ID} { display: none; }
}
@media print {
  @page { margin: 0.5in; }
  html, body { background: #fff !important; }
  body > :not(#${PRINT_REPORT_ID}) { display: none !important; }
  body > #${PRINT_REPORT_ID} {
    display: block !important;
    color: #000;
    font-family: system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    font-size: 10.5pt;
    line-height: 1.3;
  }
  #${PRINT_REPORT_ID} h1 { font-family: "Trebuchet MS", "Segoe UI", system-ui, sans-serif; font-size: 18pt; margin: 0 0 2pt; }
  #${PRINT_REPORT_ID} h2 { font-family: "Trebuchet MS", "Segoe UI", system-ui, sans-serif; font-size: 13pt; margin: 12pt 0 4pt; break-after: avoid; }
  #${PRINT_REPORT_ID} p { margin: 0 0 4pt; }
  #${PRINT_REPORT_ID} .report-summary { break-inside: avoid; }
  #${PRINT_REPORT_ID} .report-averages { display: grid; grid-template-columns: 3fr 2fr; gap: 14pt; align-items: center; }
  #${PRINT_REPORT_ID} .report-key { display: flex; gap: 12pt; margin-bottom: 4pt; }
  #${PRINT_REPORT_ID} .report-key span::before {
    content: ""; display: inline-block; width: 9pt; height: 9pt; margin-right: 4pt; vertical-align: -1pt;
    print-color-adjust: exact; -webkit-print-color-adjust: exact;
  }
  #${PRINT_REPORT_ID} .report-key .before::before { background: var(--before); }
  #${PRINT_REPORT_ID} .report-key .after::before { background: var(--after); }
  #${PRINT_REPORT_ID} svg { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  #${PRINT_REPORT_ID} ul, #${PRINT_REPORT_ID} ol { margin: 0; padding-left: 14pt; }
  #${PRINT_REPORT_ID} ol { list-style: decimal; }
  #${PRINT_REPORT_ID} ol li { margin-bottom: 3pt; }
  #${PRINT_REPORT_ID} table { width: 100%; border-collapse: collapse; }
  #${PRINT_REPORT_ID} thead { display: table-header-group; }
  #${PRINT_REPORT_ID} tr { break-inside: avoid; }
  #${PRINT_REPORT_ID} th, #${PRINT_REPORT_ID} td { text-align: left; padding: 3pt 5pt; border-bottom: 0.5pt solid #888; vertical-align: top; }
  #${PRINT_REPORT_ID} thead th { border-bottom: 1.5pt solid #000; font-size: 9.5pt; }
  #${PRINT_REPORT_ID} .report-students td, #${PRINT_REPORT_ID} .report-students th { font-size: 9.5pt; }
  #${PRINT_REPORT_ID} .number { text-align: right; }
  /* A score is one piece ('2 → 4 of 4'): only the names may wrap. */
  #${PRINT_REPORT_ID} .report-students td { white-space: nowrap; }
}
`;
