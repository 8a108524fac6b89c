import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// The admin pages' words (docs/translating.md). The specification's own wording
// (docs/product.md#admin-console) is kept word for word; the Spanish is in web/src/i18n/es/admin.json.
// A message with arguments is a defineMessage<Values>, so react-intl checks the values each call passes.

/** The frame of every admin page. */
export const shellMessages = defineMessages({
  goBack: { id: 'admin.shell.goBack', defaultMessage: 'Go Back' },
  brand: { id: 'admin.shell.brand', defaultMessage: 'Rink Money Admin' },
  logout: { id: 'admin.shell.logout', defaultMessage: 'Logout' },
  tryAgain: { id: 'admin.shell.tryAgain', defaultMessage: 'Try Again' },
});

/** /admin, the totals page. */
export const totalsMessages = defineMessages({
  title: { id: 'admin.totals.title', defaultMessage: 'Admin Totals' },
  lead: { id: 'admin.totals.lead', defaultMessage: 'The whole programme at a glance.' },
  loadFailed: { id: 'admin.totals.loadFailed', defaultMessage: 'The totals could not be loaded.' },
  loading: { id: 'admin.totals.loading', defaultMessage: 'Loading the totals' },
  teachers: { id: 'admin.totals.teachers', defaultMessage: 'Total Teachers' },
  viewTeachers: { id: 'admin.totals.viewTeachers', defaultMessage: 'View Teachers' },
  students: { id: 'admin.totals.students', defaultMessage: 'Total Students' },
  timeSpent: { id: 'admin.totals.timeSpent', defaultMessage: 'Total Time Spent' },
  /** The unit after the hours figure; `hours` is the figure itself. */
  hoursUnit: defineMessage<{ hours: number }>({ id: 'admin.totals.hoursUnit', defaultMessage: '{hours, plural, one {hour} other {hours}}' }),
});

/** /admin/teachers: the list, its search, its pages and the CSV. */
export const teachersMessages = defineMessages({
  title: { id: 'admin.teachers.title', defaultMessage: 'Teachers' },
  searchLabel: { id: 'admin.teachers.searchLabel', defaultMessage: 'Search teachers' },
  searchHelp: { id: 'admin.teachers.searchHelp', defaultMessage: 'By name, grade taught, school or district' },
  searching: { id: 'admin.teachers.searching', defaultMessage: 'Searching…' },
  summary: defineMessage<{ count: number }>({ id: 'admin.teachers.summary', defaultMessage: '{count, plural, =0 {No teachers} one {# teacher} other {# teachers}}' }),
  summaryMatches: defineMessage<{ count: number; search: string }>({
    id: 'admin.teachers.summaryMatches',
    defaultMessage: '{count, plural, =0 {No teachers match “{search}”} one {# teacher matches “{search}”} other {# teachers match “{search}”}}',
  }),
  /** More teachers than one page: which rows show. */
  summaryShowing: defineMessage<{ count: number; first: number; last: number }>({
    id: 'admin.teachers.summaryShowing',
    defaultMessage: '{count, plural, one {# teacher: showing {first, number}–{last, number}} other {# teachers: showing {first, number}–{last, number}}}',
  }),
  summaryMatchesShowing: defineMessage<{ count: number; first: number; last: number; search: string }>({
    id: 'admin.teachers.summaryMatchesShowing',
    defaultMessage:
      '{count, plural, one {# teacher matches “{search}”: showing {first, number}–{last, number}} other {# teachers match “{search}”: showing {first, number}–{last, number}}}',
  }),
  loadFailed: { id: 'admin.teachers.loadFailed', defaultMessage: 'The teachers could not be loaded.' },
  loading: { id: 'admin.teachers.loading', defaultMessage: 'Loading the teachers' },
  caption: { id: 'admin.teachers.caption', defaultMessage: 'Teachers, by name. Open a teacher to see their class stats.' },
  columnTeacher: { id: 'admin.teachers.columnTeacher', defaultMessage: 'Teacher' },
  columnGrade: { id: 'admin.teachers.columnGrade', defaultMessage: 'Grade' },
  columnSchool: { id: 'admin.teachers.columnSchool', defaultMessage: 'School and district' },
  columnStudents: { id: 'admin.teachers.columnStudents', defaultMessage: 'Students' },
  columnMinutes: { id: 'admin.teachers.columnMinutes', defaultMessage: 'Minutes' },
  columnActions: { id: 'admin.teachers.columnActions', defaultMessage: 'Actions' },
  /** docs/product.md#admin-teachers: an empty table. */
  noData: { id: 'admin.teachers.noData', defaultMessage: 'No Data Provided' },
  pagesLabel: { id: 'admin.teachers.pagesLabel', defaultMessage: 'Teacher pages' },
  previous: { id: 'admin.teachers.previous', defaultMessage: 'Previous' },
  next: { id: 'admin.teachers.next', defaultMessage: 'Next' },
  pageOf: defineMessage<{ page: number; pages: number }>({ id: 'admin.teachers.pageOf', defaultMessage: 'Page {page, number} of {pages, number}' }),
  downloadCsv: { id: 'admin.teachers.downloadCsv', defaultMessage: 'Download CSV' },
  preparingCsv: { id: 'admin.teachers.preparingCsv', defaultMessage: 'Preparing CSV' },
  csvFailed: { id: 'admin.teachers.csvFailed', defaultMessage: 'The CSV could not be downloaded.' },
});

/** One teacher's row in the list. */
export const rowMessages = defineMessages({
  /** The hidden part names the teacher for a screen reader ("Delete Class of Ada Lovelace"). */
  deleteClass: defineMessage<{ hidden: MessageTag; name: string }>({ id: 'admin.row.deleteClass', defaultMessage: 'Delete Class<hidden> of {name}</hidden>' }),
  deleteTeacher: defineMessage<{ hidden: MessageTag; name: string }>({ id: 'admin.row.deleteTeacher', defaultMessage: 'Delete Teacher<hidden> {name}</hidden>' }),
  /** The row's progress bar while a delete runs: "Being removed: 3 of 20". */
  beingRemoved: { id: 'admin.row.beingRemoved', defaultMessage: 'Being removed' },
  classBeingRemoved: { id: 'admin.row.classBeingRemoved', defaultMessage: 'Class being removed' },
  unfinished: { id: 'admin.row.unfinished', defaultMessage: 'A delete did not finish: delete again to finish it.' },
});

/** An expanded teacher: their details, their class's stats and each student. */
export const detailsMessages = defineMessages({
  heading: defineMessage<{ name: string }>({ id: 'admin.details.heading', defaultMessage: '{name}: class stats' }),
  username: { id: 'admin.details.username', defaultMessage: 'Username' },
  email: { id: 'admin.details.email', defaultMessage: 'Email' },
  location: { id: 'admin.details.location', defaultMessage: 'Location' },
  classSize: { id: 'admin.details.classSize', defaultMessage: 'Class size' },
  students: { id: 'admin.details.students', defaultMessage: 'Students' },
  totalMinutes: { id: 'admin.details.totalMinutes', defaultMessage: 'Total minutes' },
  completedTutorial: { id: 'admin.details.completedTutorial', defaultMessage: 'Completed tutorial' },
  completedLevels: { id: 'admin.details.completedLevels', defaultMessage: 'Completed levels' },
  completedGame: { id: 'admin.details.completedGame', defaultMessage: 'Completed game' },
  /** "3 of 25": a count out of a whole (students, tutorials, levels). */
  countOf: defineMessage<{ count: number; total: number }>({ id: 'admin.details.countOf', defaultMessage: '{count, number} of {total, number}' }),
  loadFailed: { id: 'admin.details.loadFailed', defaultMessage: 'The class stats could not be loaded.' },
  loading: defineMessage<{ name: string }>({ id: 'admin.details.loading', defaultMessage: "Loading {name}'s class" }),
  /** docs/product.md#admin-teachers: a class with no students. */
  noStudents: { id: 'admin.details.noStudents', defaultMessage: 'No Students to Display' },
  studentsRegion: defineMessage<{ name: string }>({ id: 'admin.details.studentsRegion', defaultMessage: "{name}'s students" }),
  studentsCaption: defineMessage<{ name: string }>({ id: 'admin.details.studentsCaption', defaultMessage: "{name}'s students, by first then last name" }),
  columnStudent: { id: 'admin.details.columnStudent', defaultMessage: 'Student' },
  columnUsername: { id: 'admin.details.columnUsername', defaultMessage: 'Username' },
  columnLevel: { id: 'admin.details.columnLevel', defaultMessage: 'Level' },
  columnTutorials: { id: 'admin.details.columnTutorials', defaultMessage: 'Tutorials' },
  columnLevelsDone: { id: 'admin.details.columnLevelsDone', defaultMessage: 'Levels done' },
  columnWonGame: { id: 'admin.details.columnWonGame', defaultMessage: 'Won the game' },
  columnMinutes: { id: 'admin.details.columnMinutes', defaultMessage: 'Minutes' },
  yes: { id: 'admin.details.yes', defaultMessage: 'Yes' },
  no: { id: 'admin.details.no', defaultMessage: 'No' },
});

/** Delete Teacher and Delete Class: the confirmation, then the delete as a job (docs/decisions.md#d42). */
export const removeMessages = defineMessages({
  /** docs/product.md#admin-remove: the delete-teacher confirmation. */
  teacherTitle: defineMessage<{ name: string }>({ id: 'admin.remove.teacherTitle', defaultMessage: 'Are you sure you want to remove {name}?' }),
  teacherDescription: { id: 'admin.remove.teacherDescription', defaultMessage: 'Removing a teacher will remove the entire class as well.' },
  /** docs/product.md#admin-remove says only that the class delete "says to remove the class": this is our wording. */
  classTitle: defineMessage<{ name: string }>({ id: 'admin.remove.classTitle', defaultMessage: "Are you sure you want to remove {name}'s class?" }),
  classDescription: defineMessage<{ count: number }>({
    id: 'admin.remove.classDescription',
    defaultMessage:
      '{count, plural, =0 {The class has no students, so no student or game will be removed. The teacher keeps their account.} one {Removing the class will remove its # student and their games. The teacher keeps their account.} other {Removing the class will remove all # students and their games. The teacher keeps their account.}}',
  }),
  cancel: { id: 'admin.remove.cancel', defaultMessage: 'Cancel' },
  removeTeacher: { id: 'admin.remove.removeTeacher', defaultMessage: 'Remove Teacher' },
  removeClass: { id: 'admin.remove.removeClass', defaultMessage: 'Remove Class' },
  removing: { id: 'admin.remove.removing', defaultMessage: 'Removing' },
  close: { id: 'admin.remove.close', defaultMessage: 'Close' },
  /** The job's progress bar: "Removing students: 600 of 1,500". */
  removingStudents: { id: 'admin.remove.removingStudents', defaultMessage: 'Removing students' },
  removingTeacher: defineMessage<{ name: string }>({ id: 'admin.remove.removingTeacher', defaultMessage: 'Removing {name}…' }),
  removingClass: defineMessage<{ name: string }>({ id: 'admin.remove.removingClass', defaultMessage: "Removing {name}'s class…" }),
  removingDescription: {
    id: 'admin.remove.removingDescription',
    defaultMessage: 'You can close this window: the removal goes on, and the teachers list shows how far it has got.',
  },
  teacherFailed: defineMessage<{ name: string }>({ id: 'admin.remove.teacherFailed', defaultMessage: '{name} could not be removed.' }),
  classFailed: defineMessage<{ name: string }>({ id: 'admin.remove.classFailed', defaultMessage: "{name}'s class could not be removed." }),
  /** A failed job: `error` is the job's own reason, or `stopped` when it gave none. */
  failedNote: defineMessage<{ error: string }>({ id: 'admin.remove.failedNote', defaultMessage: '{error} Part of the class may be gone: remove again to finish it.' }),
  stopped: { id: 'admin.remove.stopped', defaultMessage: 'The removal stopped.' },
  teacherDoneNote: defineMessage<{ name: string }>({ id: 'admin.remove.teacherDoneNote', defaultMessage: '{name} and their students were removed.' }),
  classDoneNote: defineMessage<{ name: string }>({ id: 'admin.remove.classDoneNote', defaultMessage: "Every student of {name}'s class was removed." }),
  /** Status messages after a delete (no wording in the spec; they tell a screen reader what changed). */
  teacherRemoved: defineMessage<{ name: string }>({ id: 'admin.remove.teacherRemoved', defaultMessage: '{name} was removed' }),
  classRemoved: defineMessage<{ name: string }>({ id: 'admin.remove.classRemoved', defaultMessage: "{name}'s class was removed" }),
  /** A delete that found nobody to remove: said as it is, not as "0 of 0". */
  emptyClassRemoved: defineMessage<{ name: string }>({ id: 'admin.remove.emptyClassRemoved', defaultMessage: "{name}'s class had no students: there was nothing to remove" }),
  noStudentsHad: { id: 'admin.remove.noStudentsHad', defaultMessage: 'They had no students.' },
});
