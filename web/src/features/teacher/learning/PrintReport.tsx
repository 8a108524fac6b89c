import { createPortal } from 'react-dom';
import { CHECKED_STANDARDS, STANDARD_NAMES } from '@rink/game';
import { fullName, type ProgressRow } from '../live/progress-view';
import { AFTER_COLOUR, BEFORE_COLOUR, GroupedBars } from './GroupedBars';
import {
  averagesOverText,
  classAverages,
  classHabits,
  decisionsText,
  growth,
  growthText,
  partChangeText,
  partName,
  scoreText,
  shareText,
  sortLearningRows,
} from './learning-figures';
import { PRINT_REPORT_ID, printReportCss } from './print-css';
import { discussionPrompts } from './prompts';

const percentText = (value: number | null) => (value === null ? '–' : `${value}%`);

/**
 * The class report that printing shows (and only printing: hidden on screen), in <body> beside
 * the app so its stylesheet can hide the rest: the averages by area (chart and table), the
 * habits, and a row per student. The figures are the Learning tab's, from the same functions.
 */
export function PrintReport({ rows, teacherName, printedOn }: { rows: readonly ProgressRow[]; teacherName: string | null; printedOn: Date }) {
  const averages = classAverages(rows);
  const habits = classHabits(rows);
  const students = sortLearningRows(rows, 'name', 'ascending');
  const prompts = discussionPrompts(rows);
  const habitLines = [
    habits.seasons > 0 && shareText(habits.seasonsSaved, habits.seasons, 'seasons ended with savings'),
    habits.injuries > 0 && shareText(habits.injuriesCovered, habits.injuries, 'injuries covered without playing short'),
    habits.refusals > 0 && shareText(habits.refusalsRecovered, habits.refusals, 'signings refused for lack of money were filled later'),
  ].filter((line): line is string => typeof line === 'string');
  return createPortal(
    <div id={PRINT_REPORT_ID} style={{ ['--before' as string]: BEFORE_COLOUR, ['--after' as string]: AFTER_COLOUR }}>
      <style>{printReportCss}</style>
      <div className="report-summary">
        <h1>Rink Money class report{teacherName ? `: ${teacherName}` : ''}</h1>
        <p>
          {printedOn.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })} · {rows.length} {rows.length === 1 ? 'student' : 'students'} · The money check,
          by area of the National Standards for Personal Financial Education (2021).
        </p>
        <h2>The money check, percent right</h2>
        <p>{averagesOverText(averages)}.</p>
        <div className="report-averages">
          <div>
            <div className="report-key">
              <span className="before">Before playing</span>
              <span className="after">After (latest)</span>
            </div>
            <GroupedBars parts={averages.parts} />
          </div>
          <table>
            <thead>
              <tr>
                <th scope="col">Area</th>
                <th scope="col" className="number">
                  Before
                </th>
                <th scope="col" className="number">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {averages.parts.map((part) => (
                <tr key={part.part}>
                  <th scope="row">{partName(part.part)}</th>
                  <td className="number">{percentText(part.before)}</td>
                  <td className="number">{percentText(part.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h2>The habits behind them</h2>
        {habitLines.length === 0 ? <p>No season has ended yet.</p> : <ul>{habitLines.map((line) => <li key={line}>{line}</li>)}</ul>}
        {/* For the lesson's last ten minutes, on paper too. */}
        {prompts.length > 0 && (
          <>
            <h2>To talk about</h2>
            <ol>
              {prompts.map((prompt) => (
                <li key={prompt.id}>
                  {prompt.figures} <strong>{prompt.question}</strong> ({STANDARD_NAMES[prompt.standard]})
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
      <h2>Each student</h2>
      <table className="report-students">
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Before</th>
            <th scope="col">Latest after</th>
            <th scope="col">Growth</th>
            {CHECKED_STANDARDS.map((standard) => (
              <th scope="col" key={standard}>
                {STANDARD_NAMES[standard]}
              </th>
            ))}
            <th scope="col">Decisions met (Sp / Sa / MR)</th>
          </tr>
        </thead>
        <tbody>
          {students.map((row) => (
            <tr key={row.id}>
              <th scope="row">{fullName(row)}</th>
              <td>{scoreText(row.learning.before)}</td>
              <td>{scoreText(row.learning.latest)}</td>
              <td>{growthText(growth(row.learning))}</td>
              {CHECKED_STANDARDS.map((standard) => (
                <td key={standard}>{partChangeText(row.learning, standard)}</td>
              ))}
              <td>{CHECKED_STANDARDS.map((standard) => decisionsText(row.learning.decisions[standard])).join(' / ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
