import { defineMessages, type MessageDescriptor } from 'react-intl';
import {
  ALL_STUDENTS_DELETED,
  CLASS_LANGUAGE_SAVED,
  CLASS_REMOVED_DURING_UPLOAD,
  CLASS_SIZE_UPDATED,
  CSV_EMPTY,
  CSV_NEEDS_HEADER,
  CSV_NO_STUDENTS,
  CSV_NOT_TEXT,
  EMAIL_REQUIRED,
  EMAIL_TAKEN,
  INVALID_ADDRESS,
  INVALID_CITY,
  INVALID_DISTRICT,
  INVALID_EMAIL,
  INVALID_GRADE,
  INVALID_NAME,
  INVALID_SCHOOL,
  INVALID_STATE,
  INVALID_USERNAME,
  INVALID_ZIP,
  LANGUAGE_SAVED,
  LOGIN_FAILED,
  LOGIN_FIRST,
  LOGIN_REQUIRED,
  LOGIN_UNEXPECTED_ERROR,
  NO_FILE_SELECTED,
  NO_NEW_STUDENTS,
  NUMBER_REQUIRED,
  PASSWORD_CHANGED,
  PASSWORDS_DO_NOT_MATCH,
  REQUIRED,
  RESET_FIELDS_REQUIRED,
  RESET_LINK_INVALID,
  RESET_PASSWORDS_DIFFER,
  RESET_SENT,
  SESSION_ENDED,
  STUDENT_ADDED,
  STUDENT_DELETED,
  STUDENT_PASSWORD_RESET,
  STUDENT_PASSWORD_RESET_WARNING,
  STUDENT_UPDATED,
  STUDENTS_ADDED,
  TEACHERS_ONLY,
  USERNAME_TAKEN,
} from '@rink/common';
import { ERROR_MESSAGES } from '@rink/game';

// The words the server (functions/, common/) and the engine (game/) answer with, each with a
// message id, so that web/src/i18n/server-text.ts can show them in the screen's language
// (docs/decisions.md#d81: they stay English on the wire). Three kinds:
// - engineMessages: game/src/errors/messages.ts, by error code (`error.<code>`, `error.<code>.hint`);
// - serverMessages: texts said word for word (common's constants, functions' literals);
// - serverPatterns: texts with a number or a name inside, matched by a regular expression whose
//   groups become the message's arguments.
// functions/src cannot be imported here (ESLint zones): its literals are copied, and
// server-messages.test.ts checks that every `new HttpError(..., "...")` text has its copy.

/** An engine error's words: its message and, if it has one, its hint. */
interface EngineDescriptors {
  message: MessageDescriptor & { id: string; defaultMessage: string };
  hint?: MessageDescriptor & { id: string; defaultMessage: string };
}

/**
 * One descriptor per text of ERROR_MESSAGES, made from the table itself, so a new code fails the
 * catalogue test until es/server.json has its Spanish. ICU needs `'` before `{` or `}` only, and
 * the engine's texts have neither.
 */
export const engineMessages: Readonly<Record<string, EngineDescriptors>> = Object.fromEntries(
  Object.entries(ERROR_MESSAGES).map(([code, { message, hint }]) => [
    code,
    {
      message: { id: `error.${code}`, defaultMessage: message },
      ...(hint === undefined ? {} : { hint: { id: `error.${code}.hint`, defaultMessage: hint } }),
    },
  ]),
);

/** Texts said word for word. Where common/ has the constant, the English is the constant itself. */
export const serverMessages = defineMessages({
  // common/src/auth/sessions.ts
  sessionEnded: { id: 'server.sessionEnded', defaultMessage: SESSION_ENDED },
  loginFirst: { id: 'server.loginFirst', defaultMessage: LOGIN_FIRST },
  // common/src/auth/texts.ts
  loginRequired: { id: 'server.loginRequired', defaultMessage: LOGIN_REQUIRED },
  loginFailed: { id: 'server.loginFailed', defaultMessage: LOGIN_FAILED },
  loginUnexpectedError: { id: 'server.loginUnexpectedError', defaultMessage: LOGIN_UNEXPECTED_ERROR },
  emailRequired: { id: 'server.emailRequired', defaultMessage: EMAIL_REQUIRED },
  resetFieldsRequired: { id: 'server.resetFieldsRequired', defaultMessage: RESET_FIELDS_REQUIRED },
  resetPasswordsDiffer: { id: 'server.resetPasswordsDiffer', defaultMessage: RESET_PASSWORDS_DIFFER },
  resetLinkInvalid: { id: 'server.resetLinkInvalid', defaultMessage: RESET_LINK_INVALID },
  resetSent: { id: 'server.resetSent', defaultMessage: RESET_SENT },
  passwordChanged: { id: 'server.passwordChanged', defaultMessage: PASSWORD_CHANGED },
  required: { id: 'server.required', defaultMessage: REQUIRED },
  numberRequired: { id: 'server.numberRequired', defaultMessage: NUMBER_REQUIRED },
  invalidName: { id: 'server.invalidName', defaultMessage: INVALID_NAME },
  invalidEmail: { id: 'server.invalidEmail', defaultMessage: INVALID_EMAIL },
  invalidZip: { id: 'server.invalidZip', defaultMessage: INVALID_ZIP },
  invalidGrade: { id: 'server.invalidGrade', defaultMessage: INVALID_GRADE },
  passwordsDoNotMatch: { id: 'server.passwordsDoNotMatch', defaultMessage: PASSWORDS_DO_NOT_MATCH },
  invalidSchool: { id: 'server.invalidSchool', defaultMessage: INVALID_SCHOOL },
  invalidDistrict: { id: 'server.invalidDistrict', defaultMessage: INVALID_DISTRICT },
  invalidAddress: { id: 'server.invalidAddress', defaultMessage: INVALID_ADDRESS },
  invalidCity: { id: 'server.invalidCity', defaultMessage: INVALID_CITY },
  invalidState: { id: 'server.invalidState', defaultMessage: INVALID_STATE },
  invalidUsername: { id: 'server.invalidUsername', defaultMessage: INVALID_USERNAME },
  teachersOnly: { id: 'server.teachersOnly', defaultMessage: TEACHERS_ONLY },
  usernameTaken: { id: 'server.usernameTaken', defaultMessage: USERNAME_TAKEN },
  emailTaken: { id: 'server.emailTaken', defaultMessage: EMAIL_TAKEN },
  // common/src/text/language.ts, students/requests.ts, ids.ts, admin/queries.ts, moveSchema.ts, names.ts
  chooseLanguage: { id: 'server.chooseLanguage', defaultMessage: 'Choose English (en) or Spanish (es).' },
  languageSaved: { id: 'server.languageSaved', defaultMessage: LANGUAGE_SAVED },
  classLanguageSaved: { id: 'server.classLanguageSaved', defaultMessage: CLASS_LANGUAGE_SAVED },
  sortOnlyByName: { id: 'server.sortOnlyByName', defaultMessage: 'sort can only be firstName,lastName.' },
  levelRange: { id: 'server.levelRange', defaultMessage: 'Level must be 1, 2 or 3.' },
  idRequired: { id: 'server.idRequired', defaultMessage: 'An id is required' },
  idTooLong: { id: 'server.idTooLong', defaultMessage: 'An id has at most 128 characters' },
  idCharacters: { id: 'server.idCharacters', defaultMessage: "An id has only letters, digits, '-' and '_'" },
  badCursorShort: { id: 'server.badCursorShort', defaultMessage: 'That page cursor is not one this list gave' },
  atLeastOneMove: { id: 'server.atLeastOneMove', defaultMessage: 'Send at least one move.' },
  sendAName: { id: 'server.sendAName', defaultMessage: 'Send firstName or lastName to change.' },
  moneyCheckOnOff: { id: 'server.moneyCheckOnOff', defaultMessage: 'Say whether the money check is on (true) or off (false).' },
  // common/src/students/names.ts (nameMessages) and csvRows.ts (a class list's rows)
  firstNameRequired: { id: 'server.firstNameRequired', defaultMessage: 'First name is required.' },
  lastNameRequired: { id: 'server.lastNameRequired', defaultMessage: 'Last name is required.' },
  firstNameNoLetter: { id: 'server.firstNameNoLetter', defaultMessage: 'First name needs at least one letter.' },
  lastNameNoLetter: { id: 'server.lastNameNoLetter', defaultMessage: 'Last name needs at least one letter.' },
  firstNameMissing: { id: 'server.firstNameMissing', defaultMessage: 'First name is missing' },
  lastNameMissing: { id: 'server.lastNameMissing', defaultMessage: 'Last name is missing' },
  bothNamesMissing: { id: 'server.bothNamesMissing', defaultMessage: 'First name and last name are missing' },
  firstNameCellNoLetter: { id: 'server.firstNameCellNoLetter', defaultMessage: 'First name needs at least one letter' },
  lastNameCellNoLetter: { id: 'server.lastNameCellNoLetter', defaultMessage: 'Last name needs at least one letter' },
  csvEmpty: { id: 'server.csvEmpty', defaultMessage: CSV_EMPTY },
  csvNotText: { id: 'server.csvNotText', defaultMessage: CSV_NOT_TEXT },
  csvNeedsHeader: { id: 'server.csvNeedsHeader', defaultMessage: CSV_NEEDS_HEADER },
  csvNoStudents: { id: 'server.csvNoStudents', defaultMessage: CSV_NO_STUDENTS },
  // common/src/students/answers.ts, passwordReset.ts, classExport.ts; teachers/teacher.ts
  studentAdded: { id: 'server.studentAdded', defaultMessage: STUDENT_ADDED },
  studentsAdded: { id: 'server.studentsAdded', defaultMessage: STUDENTS_ADDED },
  noNewStudents: { id: 'server.noNewStudents', defaultMessage: NO_NEW_STUDENTS },
  studentUpdated: { id: 'server.studentUpdated', defaultMessage: STUDENT_UPDATED },
  studentDeleted: { id: 'server.studentDeleted', defaultMessage: STUDENT_DELETED },
  noFileSelected: { id: 'server.noFileSelected', defaultMessage: NO_FILE_SELECTED },
  classRemovedDuringUpload: { id: 'server.classRemovedDuringUpload', defaultMessage: CLASS_REMOVED_DURING_UPLOAD },
  studentPasswordReset: { id: 'server.studentPasswordReset', defaultMessage: STUDENT_PASSWORD_RESET },
  studentPasswordResetWarning: { id: 'server.studentPasswordResetWarning', defaultMessage: STUDENT_PASSWORD_RESET_WARNING },
  allStudentsDeleted: { id: 'server.allStudentsDeleted', defaultMessage: ALL_STUDENTS_DELETED },
  classSizeUpdated: { id: 'server.classSizeUpdated', defaultMessage: CLASS_SIZE_UPDATED },
  moneyCheckOnOne: {
    id: 'server.moneyCheckOnOne',
    defaultMessage: 'The money check is on. Your student takes it before their first season and after each season.',
  },
  moneyCheckOnOther: {
    id: 'server.moneyCheckOnOther',
    defaultMessage: 'The money check is on. Your students take it before their first season and after each season.',
  },
  moneyCheckOff: { id: 'server.moneyCheckOff', defaultMessage: 'The money check is off. Nobody in your class will be asked to take it.' },
  // functions/src (copied: web cannot import it)
  notFound: { id: 'server.notFound', defaultMessage: 'Not found' },
  serverProblem: { id: 'server.serverProblem', defaultMessage: 'Something went wrong on the server. Please try again.' },
  requestTooLarge: { id: 'server.requestTooLarge', defaultMessage: 'Request is too large' },
  bodyNotJson: { id: 'server.bodyNotJson', defaultMessage: 'Request body is not valid JSON' },
  bodyUnreadable: { id: 'server.bodyUnreadable', defaultMessage: 'The request body could not be read.' },
  invalidInput: { id: 'server.invalidInput', defaultMessage: 'Invalid input' },
  teacherNotFound: { id: 'server.teacherNotFound', defaultMessage: 'Teacher not found' },
  studentNotFound: { id: 'server.studentNotFound', defaultMessage: 'Student not found' },
  badCursor: { id: 'server.badCursor', defaultMessage: 'That page cursor is not one this list gave. Open the list again from its first page.' },
  noSuchJob: { id: 'server.noSuchJob', defaultMessage: 'No such job.' },
  noSuchUpload: { id: 'server.noSuchUpload', defaultMessage: 'No such upload.' },
  uploadStillRunning: {
    id: 'server.uploadStillRunning',
    defaultMessage: 'The class list is still being added. Upload the same file again in a minute to see how it ended.',
  },
  deleteStoppedTooOften: { id: 'server.deleteStoppedTooOften', defaultMessage: 'The delete stopped too many times. Please try again.' },
  uploadStoppedTooOften: { id: 'server.uploadStoppedTooOften', defaultMessage: 'The upload stopped too many times. Please try again.' },
  noRole: { id: 'server.noRole', defaultMessage: 'This account has no role in Rink Money.' },
  notAllowed: { id: 'server.notAllowed', defaultMessage: 'You are not allowed to do that.' },
  uploadUnreadable: { id: 'server.uploadUnreadable', defaultMessage: 'The upload could not be read. Please choose the file again.' },
  tooManyChanges: { id: 'server.tooManyChanges', defaultMessage: 'Too many changes at once. Please try again.' },
  alreadyInClass: { id: 'server.alreadyInClass', defaultMessage: 'Already in your class' },
  noFreeUsername: { id: 'server.noFreeUsername', defaultMessage: 'Could not find a free username for this student. Please try again.' },
  notYourStudent: { id: 'server.notYourStudent', defaultMessage: 'This student is not in your class.' },
  timeSpentDown: { id: 'server.timeSpentDown', defaultMessage: 'timeSpent cannot go down: it is the total time played.' },
  timeSpentJump: { id: 'server.timeSpentJump', defaultMessage: 'timeSpent cannot rise by more than 12 hours at once.' },
  totalBudgetGrowth: { id: 'server.totalBudgetGrowth', defaultMessage: 'totalBudget can only grow by the savings taken out of rollOverBudget.' },
  missingApiKey: { id: 'server.missingApiKey', defaultMessage: 'The server is missing its WEB_API_KEY setting.' },
  accountNotFound: { id: 'server.accountNotFound', defaultMessage: "This account's details were not found." },
  ownGameOnly: { id: 'server.ownGameOnly', defaultMessage: 'You can only change your own game.' },
  sendJsonObject: { id: 'server.sendJsonObject', defaultMessage: 'Send a JSON object.' },
  moveOrMoves: { id: 'server.moveOrMoves', defaultMessage: 'Send either move or moves, not both.' },
  nothingToUpdate: { id: 'server.nothingToUpdate', defaultMessage: 'Nothing to update.' },
  ownClassOnly: { id: 'server.ownClassOnly', defaultMessage: 'You can only see your own class.' },
  ownClassOnlyAddUser: { id: 'server.ownClassOnlyAddUser', defaultMessage: 'You can only see your own class: add ?user= with your id.' },
  // functions/src/http/validate.ts: a problem with the field it is about ("firstName: First name is required.").
  fieldProblem: { id: 'server.fieldProblem', defaultMessage: '{field}: {problem}' },
  // web/src/lib/api-client.ts (the play helper's lib texts; known here too so an ApiError carrying them is translated)
  timeout: { id: 'server.timeout', defaultMessage: 'Unable to connect with server. Please try again later.' },
  unreadableAnswer: { id: 'server.unreadableAnswer', defaultMessage: 'The server sent an answer this app cannot read. Please try again later.' },
});

/** A text with numbers or names inside: `match` finds it, `values` turns the match into the message's arguments. */
interface ServerPattern {
  message: MessageDescriptor & { id: string; defaultMessage: string };
  match: RegExp;
  values: (groups: RegExpExecArray) => Record<string, string | number>;
}

/** "1,500" (noRoomFor writes numbers the en-US way) back to 1500. */
const whole = (text: string | undefined): number => Number((text ?? '0').replace(/,/g, ''));
const NUMBER = '(\\d[\\d,]*)';

/** Papa Parse's quote errors (functions/src/roster/parseCsv.ts, web's CSV preview), each a key of server.csvUnreadableRow's select. */
const CSV_QUOTE_PROBLEMS: Readonly<Record<string, string>> = {
  'Quoted field unterminated': 'unterminated',
  'Trailing quote on quoted field is malformed': 'malformed',
};

/** functions/src/students/partialUpdate.ts: why a student may not set a field, each a key of server.notSettable's select. */
const NOT_SETTABLE_REASONS: Readonly<Record<string, string>> = {
  'it changes only by playing the game': 'playing',
  'only your teacher can change it': 'teacher',
  'it is part of your account': 'account',
  'it changes only when savings are rolled over (send totalBudget and rollOverBudget together)': 'rollover',
};

const tooManyTries = (role: 'student' | 'teacher' | 'admin', instead: string, tail: string): ServerPattern => ({
  message: {
    id: `server.tooManyTries.${role}`,
    defaultMessage: `Too many tries. Wait {unit, select, second {{count, plural, one {# second} other {# seconds}}} other {{count, plural, one {# minute} other {# minutes}}}}${tail}`,
  },
  match: new RegExp(`^Too many tries\\. Wait (\\d+) (second|minute)s?${instead}$`),
  values: (m) => ({ count: whole(m[1]), unit: m[2] ?? 'second' }),
});

const noRoom =
  'This file has {count, number} new students, but your class has room for only {room, number} more (a class can have at most {max, number}).';

export const serverPatterns: readonly ServerPattern[] = [
  // common/src/auth/texts.ts and registration.ts: constants with a number inside.
  {
    message: { id: 'server.loginTooLong', defaultMessage: 'Username and Password can be at most {max} characters.' },
    match: /^Username and Password can be at most (\d+) characters\.$/,
    values: (m) => ({ max: whole(m[1]) }),
  },
  {
    message: { id: 'server.resetFieldsTooLong', defaultMessage: 'Fields can be at most {max} characters.' },
    match: /^Fields can be at most (\d+) characters\.$/,
    values: (m) => ({ max: whole(m[1]) }),
  },
  {
    message: { id: 'server.passwordTooShort', defaultMessage: 'Password must be at least {min} characters.' },
    match: /^Password must be at least (\d+) characters\.$/,
    values: (m) => ({ min: whole(m[1]) }),
  },
  {
    message: { id: 'server.passwordTooLong', defaultMessage: 'Password can be at most {max} characters.' },
    match: /^Password can be at most (\d+) characters\.$/,
    values: (m) => ({ max: whole(m[1]) }),
  },
  {
    message: { id: 'server.invalidClassSize', defaultMessage: 'Class size must be from {min} to {max}.' },
    match: /^Class size must be from (\d+) to (\d+)\.$/,
    values: (m) => ({ min: whole(m[1]), max: whole(m[2]) }),
  },
  // common/src/students/names.ts and csvRows.ts: names too long, a repeated row.
  {
    message: {
      id: 'server.nameTooLong',
      defaultMessage: '{field, select, first {First name} other {Last name}} must be at most {max} characters.',
    },
    match: /^(First|Last) name must be at most (\d+) characters\.$/,
    values: (m) => ({ field: m[1] === 'First' ? 'first' : 'last', max: whole(m[2]) }),
  },
  {
    message: {
      id: 'server.nameCellTooLong',
      defaultMessage: '{field, select, first {First name} other {Last name}} is longer than {max} characters',
    },
    match: /^(First|Last) name is longer than (\d+) characters$/,
    values: (m) => ({ field: m[1] === 'First' ? 'first' : 'last', max: whole(m[2]) }),
  },
  {
    message: { id: 'server.sameStudentAs', defaultMessage: 'Same student as row {row}' },
    match: /^Same student as row (\d+)$/,
    values: (m) => ({ row: whole(m[1]) }),
  },
  // common/src/auth/loginThrottle.ts: tooManyTriesMessage, one per login page.
  tooManyTries('student', ', or ask your teacher\\.', ', or ask your teacher.'),
  tooManyTries('teacher', ', or use Forgot Password\\.', ', or use Forgot Password.'),
  tooManyTries('admin', ', then try again\\.', ', then try again.'),
  // common/src/classes/limits.ts noRoomFor, alone (the browser's preview) or with functions' ending.
  {
    message: { id: 'server.noRoomNobodyAdded', defaultMessage: `${noRoom} Nobody was added.` },
    match: new RegExp(`^This file has ${NUMBER} new students, but your class has room for only ${NUMBER} more \\(a class can have at most ${NUMBER}\\)\\. Nobody was added\\.$`),
    values: (m) => ({ count: whole(m[1]), room: whole(m[2]), max: whole(m[3]) }),
  },
  {
    message: { id: 'server.noRoom', defaultMessage: noRoom },
    match: new RegExp(`^This file has ${NUMBER} new students, but your class has room for only ${NUMBER} more \\(a class can have at most ${NUMBER}\\)\\.$`),
    values: (m) => ({ count: whole(m[1]), room: whole(m[2]), max: whole(m[3]) }),
  },
  // common/src/students/moveSchema.ts
  {
    message: { id: 'server.atMostMoves', defaultMessage: 'Send at most {max} moves at once.' },
    match: /^Send at most (\d+) moves at once\.$/,
    values: (m) => ({ max: whole(m[1]) }),
  },
  // functions/src
  {
    message: { id: 'server.classFull', defaultMessage: 'A class can have at most {max} students.' },
    match: /^A class can have at most ([\d,]+) students\.$/,
    values: (m) => ({ max: whole(m[1]) }),
  },
  {
    message: { id: 'server.fileTooLarge', defaultMessage: 'The file is too large: a CSV can be at most {max} MB.' },
    match: /^The file is too large: a CSV can be at most ([\d.]+) MB\.$/,
    values: (m) => ({ max: Number(m[1]) }),
  },
  {
    // The reason is Papa Parse's (a quote error): its two quote errors are known, another stays as it came.
    message: {
      id: 'server.csvUnreadableRow',
      defaultMessage:
        'The CSV file could not be read at row {row}: {problem, select, unterminated {Quoted field unterminated} malformed {Trailing quote on quoted field is malformed} other {{reason}}}.',
    },
    match: /^The CSV file could not be read at row (\d+): (.*)\.$/s,
    values: (m) => ({ row: whole(m[1]), problem: CSV_QUOTE_PROBLEMS[m[2] ?? ''] ?? 'other', reason: m[2] ?? '' }),
  },
  {
    message: {
      id: 'server.notSettable',
      defaultMessage:
        '{field} cannot be changed directly: {reason, select, playing {it changes only by playing the game} teacher {only your teacher can change it} account {it is part of your account} other {it changes only when savings are rolled over (send totalBudget and rollOverBudget together)}}.',
    },
    match: new RegExp(`^(\\w+) cannot be changed directly: (${Object.keys(NOT_SETTABLE_REASONS).map((r) => r.replace(/[()]/g, '\\$&')).join('|')})\\.$`),
    values: (m) => ({ field: m[1] ?? '', reason: NOT_SETTABLE_REASONS[m[2] ?? ''] ?? 'other' }),
  },
  // web/src/lib/api-client.ts: a failure with no words of its own.
  {
    message: { id: 'server.answeredStatus', defaultMessage: 'The server answered {status}.' },
    match: /^The server answered (\d+)\.$/,
    values: (m) => ({ status: m[1] ?? '' }),
  },
];
