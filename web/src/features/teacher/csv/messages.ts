import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** Upload CSV (docs/product.md#class-list-upload): the dialog, its preview and its answer. */
export const uploadMessages = defineMessages({
  title: { id: 'teacher.upload.title', defaultMessage: 'Upload CSV' },
  close: { id: 'teacher.upload.close', defaultMessage: 'Close' },
  cancel: { id: 'teacher.upload.cancel', defaultMessage: 'Cancel' },
  again: { id: 'teacher.upload.again', defaultMessage: 'Upload Another File' },
  done: { id: 'teacher.upload.done', defaultMessage: 'Done' },
  uploading: { id: 'teacher.upload.uploading', defaultMessage: 'Uploading' },
  upload: { id: 'teacher.upload.upload', defaultMessage: 'Upload' },
  uploadCount: defineMessage<{ count: number }>({ id: 'teacher.upload.uploadCount', defaultMessage: '{count, plural, one {Upload # Student} other {Upload # Students}}' }),
  tooLarge: defineMessage<{ mb: number }>({ id: 'teacher.upload.tooLarge', defaultMessage: 'The file is too large: a CSV can be at most {mb, number} MB.' }),
  notUploaded: { id: 'teacher.upload.notUploaded', defaultMessage: 'The file was not uploaded.' },
  intro: defineMessage<{ code: MessageTag }>({
    id: 'teacher.upload.intro',
    defaultMessage:
      'A CSV file with a header row <code>firstName,lastName</code> and one student per row. Each student gets a username and password. Names already in your class are skipped.',
  }),
  choose: { id: 'teacher.upload.choose', defaultMessage: 'Choose CSV File' },
  template: { id: 'teacher.upload.template', defaultMessage: 'Download Template' },
  fileLabel: { id: 'teacher.upload.fileLabel', defaultMessage: 'CSV file' },
  preview: defineMessage<{ rows: number; ready: number }>({
    id: 'teacher.upload.preview',
    defaultMessage: 'Preview: {rows, plural, one {# row} other {# rows}} read, {ready, number} ready. Nothing is sent until you upload.',
  }),
  previewFlagged: defineMessage<{ rows: number; ready: number; flagged: number }>({
    id: 'teacher.upload.previewFlagged',
    defaultMessage:
      'Preview: {rows, plural, one {# row} other {# rows}} read, {ready, number} ready, {flagged, plural, one {# row} other {# rows}} with a problem (not added). Nothing is sent until you upload.',
  }),
  previewCaption: { id: 'teacher.upload.previewCaption', defaultMessage: "Preview of the file's rows" },
  check: { id: 'teacher.upload.check', defaultMessage: 'Check' },
  ready: { id: 'teacher.upload.ready', defaultMessage: 'Ready' },
  adding: { id: 'teacher.upload.adding', defaultMessage: 'Adding students' },
  sending: defineMessage<{ count: number }>({ id: 'teacher.upload.sending', defaultMessage: '{count, plural, one {Sending your class list of # student…} other {Sending your class list of # students…}}' }),
  sendingLabel: { id: 'teacher.upload.sendingLabel', defaultMessage: 'Sending your class list' },
  canClose: { id: 'teacher.upload.canClose', defaultMessage: 'You can close this window: the upload goes on, and your Students tab shows how far it is.' },
  cannotFollow: defineMessage<{ failure: string }>({ id: 'teacher.upload.cannotFollow', defaultMessage: 'This screen cannot follow the upload: {failure} Your Students tab shows the class as it is.' }),
  stopped: { id: 'teacher.upload.stopped', defaultMessage: 'The upload stopped before the end.' },
  serverCouldNotFinish: { id: 'teacher.upload.serverCouldNotFinish', defaultMessage: 'The server could not finish it.' },
  counts: defineMessage<{ added: number; refused: number }>({
    id: 'teacher.upload.counts',
    defaultMessage: '{added, plural, one {# student} other {# students}} added, {refused, plural, one {# row} other {# rows}} not added.',
  }),
  passwords: { id: 'teacher.upload.passwords', defaultMessage: 'Their usernames and passwords are in your student table.' },
  beforeStopped: defineMessage<{ what: string }>({ id: 'teacher.upload.beforeStopped', defaultMessage: 'Before it stopped: {what}' }),
  notReached: defineMessage<{ count: number }>({
    id: 'teacher.upload.notReached',
    defaultMessage:
      '{count, plural, one {# row was} other {# rows were}} not reached: upload the same file again to add them (names already in your class are skipped).',
  }),
  resultCaption: { id: 'teacher.upload.resultCaption', defaultMessage: 'What happened to each row' },
  result: { id: 'teacher.upload.result', defaultMessage: 'Result' },
  addedAs: defineMessage<{ userName: string }>({ id: 'teacher.upload.addedAs', defaultMessage: 'Added as {userName}' }),
  notAdded: defineMessage<{ reason: string }>({ id: 'teacher.upload.notAdded', defaultMessage: 'Not added: {reason}' }),
});

/** The CSV's rows as a table (the preview and the answer). */
export const rowsTableMessages = defineMessages({
  row: { id: 'teacher.rowsTable.row', defaultMessage: 'Row' },
  firstName: { id: 'teacher.rowsTable.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'teacher.rowsTable.lastName', defaultMessage: 'Last Name' },
  empty: { id: 'teacher.rowsTable.empty', defaultMessage: '(empty)' },
  showing: defineMessage<{ shown: number; total: number }>({ id: 'teacher.rowsTable.showing', defaultMessage: 'Showing the first {shown, number} of {total, number} rows.' }),
});

/** How far an upload is: "Adding students: 600 of 1,500". */
export const progressMessages = defineMessages({
  line: defineMessage<{ label: string; done: number; total: number }>({ id: 'teacher.uploadProgress.line', defaultMessage: '{label}: {done, number} of {total, number}' }),
  value: defineMessage<{ done: number; total: number }>({ id: 'teacher.uploadProgress.value', defaultMessage: '{done, number} of {total, number}' }),
});

/** What the upload's screens say while they cannot reach the server. */
export const waitingMessages = defineMessages({
  server: { id: 'teacher.uploadWaiting.server', defaultMessage: 'Waiting for the server… The upload goes on, and this screen catches up when the server answers.' },
  internet: {
    id: 'teacher.uploadWaiting.internet',
    defaultMessage: 'Waiting for the internet… The upload goes on at the server, and this screen catches up when the connection is back.',
  },
});

/** The Students tab's line for each class-list upload at work or just over. */
export const jobsBannerMessages = defineMessages({
  adding: { id: 'teacher.uploadJobs.adding', defaultMessage: 'Adding students from your class list' },
  goesOn: { id: 'teacher.uploadJobs.goesOn', defaultMessage: 'This goes on even if you close this page. The table below is brought up to date when it ends.' },
  stopped: defineMessage<{ added: number }>({
    id: 'teacher.uploadJobs.stopped',
    defaultMessage: 'Your class list upload stopped before the end. {added, plural, one {# student} other {# students}} added.',
  }),
  stoppedRefused: defineMessage<{ added: number; refused: number }>({
    id: 'teacher.uploadJobs.stoppedRefused',
    defaultMessage:
      'Your class list upload stopped before the end. {added, plural, one {# student} other {# students}} added, {refused, plural, one {# row} other {# rows}} not added.',
  }),
  done: defineMessage<{ added: number }>({ id: 'teacher.uploadJobs.done', defaultMessage: '{added, plural, one {# student} other {# students}} added from your class list.' }),
  doneRefused: defineMessage<{ added: number; refused: number }>({
    id: 'teacher.uploadJobs.doneRefused',
    defaultMessage: '{added, plural, one {# student} other {# students}} added from your class list, {refused, plural, one {# row} other {# rows}} not added.',
  }),
  serverCouldNotFinish: { id: 'teacher.uploadJobs.serverCouldNotFinish', defaultMessage: 'The server could not finish it.' },
  addRest: defineMessage<{ error: string }>({ id: 'teacher.uploadJobs.addRest', defaultMessage: '{error} Upload the same file again to add the rest (names already in your class are skipped).' }),
  passwords: { id: 'teacher.uploadJobs.passwords', defaultMessage: 'Their usernames and passwords are in the table below.' },
  nobody: { id: 'teacher.uploadJobs.nobody', defaultMessage: 'Everyone in the file was already in your class, or had a problem.' },
  dismiss: { id: 'teacher.uploadJobs.dismiss', defaultMessage: 'Dismiss' },
});
