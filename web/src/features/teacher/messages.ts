import { defineMessages } from 'react-intl';

/** /teacher/home's frame: the title, the header's buttons and the tabs (docs/product.md#teacher-dashboard). */
export const homeMessages = defineMessages({
  title: { id: 'teacher.home.title', defaultMessage: 'Teacher Dashboard' },
  logout: { id: 'teacher.home.logout', defaultMessage: 'Logout' },
  loggingOut: { id: 'teacher.home.loggingOut', defaultMessage: 'Logging Out' },
  addStudent: { id: 'teacher.home.addStudent', defaultMessage: 'Add Student' },
  adding: { id: 'teacher.home.adding', defaultMessage: 'Adding' },
  uploadCsv: { id: 'teacher.home.uploadCsv', defaultMessage: 'Upload CSV' },
  classroomStats: { id: 'teacher.home.classroomStats', defaultMessage: 'Classroom Stats' },
  tabStudents: { id: 'teacher.home.tabStudents', defaultMessage: 'Students' },
  tabDecisions: { id: 'teacher.home.tabDecisions', defaultMessage: 'Decisions' },
  tabLearning: { id: 'teacher.home.tabLearning', defaultMessage: 'Learning' },
});

/** Sign Out Everywhere (docs/decisions.md#d31). */
export const signOutMessages = defineMessages({
  button: { id: 'teacher.signOut.button', defaultMessage: 'Sign Out Everywhere' },
  title: { id: 'teacher.signOut.title', defaultMessage: 'Sign out everywhere?' },
  description: {
    id: 'teacher.signOut.description',
    defaultMessage:
      'This logs you out on every computer and tablet where you are logged in, this one too. Use it if you forgot to log out somewhere. You will need your password to log in again.',
  },
  busy: { id: 'teacher.signOut.busy', defaultMessage: 'Signing Out' },
  failed: { id: 'teacher.signOut.failed', defaultMessage: 'We could not sign you out everywhere.' },
  tryAgain: { id: 'teacher.signOut.tryAgain', defaultMessage: 'Please try again.' },
});
