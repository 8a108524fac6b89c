import { defineMessage, defineMessages } from 'react-intl';

/** Download Class Data (docs/product.md#class-data). */
export const downloadMessages = defineMessages({
  title: { id: 'teacher.classData.title', defaultMessage: 'Download Class Data' },
  description: {
    id: 'teacher.classData.description',
    defaultMessage: "Every student of your class, as a file on this computer. Keep it somewhere safe: it holds your students' names and usernames.",
  },
  close: { id: 'teacher.classData.close', defaultMessage: 'Close' },
  failed: { id: 'teacher.classData.failed', defaultMessage: 'The class data could not be downloaded.' },
  csv: { id: 'teacher.classData.csv', defaultMessage: 'Download CSV' },
  csvBusy: { id: 'teacher.classData.csvBusy', defaultMessage: 'Preparing CSV' },
  csvWhat: { id: 'teacher.classData.csvWhat', defaultMessage: 'A spreadsheet: one row per student with their level, time played, season record and money.' },
  json: { id: 'teacher.classData.json', defaultMessage: 'Download JSON' },
  jsonBusy: { id: 'teacher.classData.jsonBusy', defaultMessage: 'Preparing JSON' },
  jsonWhat: {
    id: 'teacher.classData.jsonWhat',
    defaultMessage: 'Everything the game holds about each student (every season, decision and debrief) and your profile, for keeping or for another system.',
  },
});

/** Delete All Students (docs/product.md#class-data), a job with progress. */
export const deleteAllMessages = defineMessages({
  button: { id: 'teacher.deleteAll.button', defaultMessage: 'Delete All Students' },
  word: { id: 'teacher.deleteAll.word', defaultMessage: 'DELETE' },
  typeToConfirm: defineMessage<{ word: string }>({ id: 'teacher.deleteAll.typeToConfirm', defaultMessage: 'Type {word} to confirm' }),
  doing: { id: 'teacher.deleteAll.doing', defaultMessage: 'Deleting students' },
  deleted: defineMessage<{ count: number }>({ id: 'teacher.deleteAll.deleted', defaultMessage: '{count, plural, one {# student deleted.} other {# students deleted.}}' }),
  notAllDeleted: { id: 'teacher.deleteAll.notAllDeleted', defaultMessage: 'The students could not all be deleted.' },
  notDeleted: { id: 'teacher.deleteAll.notDeleted', defaultMessage: 'The students could not be deleted.' },
  askTitle: { id: 'teacher.deleteAll.askTitle', defaultMessage: 'Delete all students?' },
  doneTitle: { id: 'teacher.deleteAll.doneTitle', defaultMessage: 'All students deleted' },
  failedTitle: { id: 'teacher.deleteAll.failedTitle', defaultMessage: 'The delete stopped' },
  runningTitle: { id: 'teacher.deleteAll.runningTitle', defaultMessage: 'Deleting all students…' },
  ask: defineMessage<{ count: number }>({
    id: 'teacher.deleteAll.ask',
    defaultMessage:
      'This deletes all {count, plural, one {# student} other {# students}} of your class and everything they played. Their usernames and passwords stop working at once. This cannot be undone.',
  }),
  canClose: { id: 'teacher.deleteAll.canClose', defaultMessage: 'You can close this window: the delete goes on, and the dashboard shows how far it has got.' },
  close: { id: 'teacher.deleteAll.close', defaultMessage: 'Close' },
  cancel: { id: 'teacher.deleteAll.cancel', defaultMessage: 'Cancel' },
  deleting: { id: 'teacher.deleteAll.deleting', defaultMessage: 'Deleting' },
  stopped: { id: 'teacher.deleteAll.stopped', defaultMessage: 'The delete stopped.' },
  finishIt: defineMessage<{ error: string }>({ id: 'teacher.deleteAll.finishIt', defaultMessage: '{error} Some students may be gone: delete again to finish it.' }),
  keepCopy: { id: 'teacher.deleteAll.keepCopy', defaultMessage: 'To keep a copy, close this and use Download Class Data first.' },
});
