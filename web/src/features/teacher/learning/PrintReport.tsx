import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { CHECKED_STANDARDS } from '@rink/game';
import { useFormat } from '@/i18n/format';
import { fullName, type ProgressRow } from '../live/progress-view';
import { AFTER_COLOUR, BEFORE_COLOUR, GroupedBars } from './GroupedBars';
import { averagesMessages, reportMessages as m } from './messages';
import {
  areaName,
  averagesOverText,
  BASELINE_COLUMN,
  BASELINE_KEY,
  baselineText,
  classBaselineKind,
  classAverages,
  everyoneText,
  classHabits,
  decisionsText,
  growth,
  growthText,
  habitLines as habitLinesOf,
  partChangeText,
  partName,
  percentText,
  scoreText,
  sortLearningRows,
} from './learning-figures';
import { PRINT_REPORT_ID, printReportCss } from './print-css';
import { discussionPrompts } from './prompts';

/** Between the three areas' decisions in one cell, in the header's order (Sp / Sa / MR). */
const DECISIONS_SEPARATOR = ' / ';

/**
 * The class report that printing shows (and only printing: hidden on screen), in <body> beside
 * the app so its stylesheet can hide the rest: the averages by area (chart and table), the
 * habits, and a row per student. The figures are the Learning tab's, from the same functions.
 */
export function PrintReport({ rows, teacherName, printedOn }: { rows: readonly ProgressRow[]; teacherName: string | null; printedOn: Date }) {
  const intl = useIntl();
  const format = useFormat();
  const averages = classAverages(rows);
  const everyone = everyoneText(intl, averages);
  const baselineKind = classBaselineKind(rows);
  const baselineName = { before: m.before, first: m.beforeFirst, mixed: m.beforeMixed }[baselineKind];
  const habits = classHabits(rows);
  const students = sortLearningRows(rows, 'name', 'ascending');
  const prompts = discussionPrompts(intl, rows);
  const habitLines = habitLinesOf(intl, habits, 'print');
  const date = format.date(printedOn, { year: 'numeric', month: 'long', day: 'numeric' });
  return createPortal(
    <div id={PRINT_REPORT_ID} style={{ ['--before' as string]: BEFORE_COLOUR, ['--after' as string]: AFTER_COLOUR }}>
      <style>{printReportCss}</style>
      <div className="report-summary">
        <h1>{teacherName ? intl.formatMessage(m.titleFor, { teacher: teacherName }) : intl.formatMessage(m.title)}</h1>
        <p>{intl.formatMessage(m.line, { date, count: rows.length })}</p>
        <h2>{intl.formatMessage(m.percentRight)}</h2>
        <p>{intl.formatMessage(m.sentence, { text: averagesOverText(intl, averages) })}</p>
        {everyone && <p>{intl.formatMessage(m.sentence, { text: everyone })}</p>}
        <div className="report-averages">
          <div>
            <div className="report-key">
              <span className="before">{intl.formatMessage(BASELINE_KEY[averages.baseline])}</span>
              <span className="after">{intl.formatMessage(averagesMessages.after)}</span>
            </div>
            <GroupedBars parts={averages.parts} />
          </div>
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(averagesMessages.area)}</th>
                <th scope="col" className="number">
                  {intl.formatMessage(BASELINE_COLUMN[averages.baseline])}
                </th>
                <th scope="col" className="number">
                  {intl.formatMessage(averagesMessages.afterColumn)}
                </th>
              </tr>
            </thead>
            <tbody>
              {averages.parts.map((part) => (
                <tr key={part.part}>
                  <th scope="row">{partName(intl, part.part)}</th>
                  <td className="number">{percentText(intl, part.before)}</td>
                  <td className="number">{percentText(intl, part.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h2>{intl.formatMessage(m.habits)}</h2>
        {habitLines.length === 0 ? <p>{intl.formatMessage(m.noSeason)}</p> : <ul>{habitLines.map((line) => <li key={line}>{line}</li>)}</ul>}
        {/* For the lesson's last ten minutes, on paper too. */}
        {prompts.length > 0 && (
          <>
            <h2>{intl.formatMessage(m.toTalkAbout)}</h2>
            <ol>
              {prompts.map((prompt) => (
                <li key={prompt.id}>
                  {prompt.figures} <strong>{prompt.question}</strong> {intl.formatMessage(m.promptArea, { area: areaName(intl, prompt.standard) })}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
      <h2>{intl.formatMessage(m.eachStudent)}</h2>
      <table className="report-students">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.student)}</th>
            <th scope="col">{intl.formatMessage(baselineName)}</th>
            <th scope="col">{intl.formatMessage(m.latestAfter)}</th>
            <th scope="col">{intl.formatMessage(m.growth)}</th>
            {CHECKED_STANDARDS.map((standard) => (
              <th scope="col" key={standard}>
                {areaName(intl, standard)}
              </th>
            ))}
            <th scope="col">{intl.formatMessage(m.decisionsMet)}</th>
          </tr>
        </thead>
        <tbody>
          {students.map((row) => (
            <tr key={row.id}>
              <th scope="row">{fullName(row)}</th>
              <td>{baselineText(intl, row.learning.before, baselineKind)}</td>
              <td>{scoreText(intl, row.learning.latest)}</td>
              <td>{growthText(growth(row.learning))}</td>
              {CHECKED_STANDARDS.map((standard) => (
                <td key={standard}>{partChangeText(intl, row.learning, standard)}</td>
              ))}
              <td>{CHECKED_STANDARDS.map((standard) => decisionsText(intl, row.learning.decisions[standard])).join(DECISIONS_SEPARATOR)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
