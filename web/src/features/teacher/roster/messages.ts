import { defineMessage, defineMessages } from 'react-intl';

/** The Students tab: the roster, its pages, the login cards' buttons, and the per-row dialogs (docs/product.md#roster). */
export const rosterMessages = defineMessages({
  loading: { id: 'teacher.roster.loading', defaultMessage: 'Loading your students…' },
  loadFailed: { id: 'teacher.roster.loadFailed', defaultMessage: 'Your students could not be loaded.' },
  tryAgain: { id: 'teacher.roster.tryAgain', defaultMessage: 'Try Again' },
  noStudents: { id: 'teacher.roster.noStudents', defaultMessage: 'No Students to Display' },
  emptyHint: { id: 'teacher.roster.emptyHint', defaultMessage: 'Add students one by one with Add Student, or a whole class at once with Upload CSV.' },
  selected: defineMessage<{ count: number }>({ id: 'teacher.roster.selected', defaultMessage: '{count, number} selected: the login cards print for them only.' }),
  noneSelected: { id: 'teacher.roster.noneSelected', defaultMessage: 'Tick students to print only their login cards, or print every card.' },
  clearSelection: { id: 'teacher.roster.clearSelection', defaultMessage: 'Clear Selection' },
  printSome: defineMessage<{ count: number }>({ id: 'teacher.roster.printSome', defaultMessage: '{count, plural, one {Print # Login Card} other {Print # Login Cards}}' }),
  printAll: defineMessage<{ count: number }>({ id: 'teacher.roster.printAll', defaultMessage: '{count, plural, other {Print All # Login Cards}}' }),
  updateTitle: { id: 'teacher.roster.updateTitle', defaultMessage: 'Update Student' },
  save: { id: 'teacher.roster.save', defaultMessage: 'Save' },
  saving: { id: 'teacher.roster.saving', defaultMessage: 'Saving' },
  who: defineMessage<{ firstName: string; lastName: string; userName: string }>({ id: 'teacher.roster.who', defaultMessage: '{firstName} {lastName} ({userName})' }),
  deleteTitle: { id: 'teacher.roster.deleteTitle', defaultMessage: 'Are You Sure?' },
  deleteWarning: { id: 'teacher.roster.deleteWarning', defaultMessage: 'Deleting this student cannot be undone.' },
  delete: { id: 'teacher.roster.delete', defaultMessage: 'Delete' },
  deleting: { id: 'teacher.roster.deleting', defaultMessage: 'Deleting' },
  newPasswordTitle: { id: 'teacher.roster.newPasswordTitle', defaultMessage: 'Make a New Password?' },
  newPasswordConfirm: { id: 'teacher.roster.newPasswordConfirm', defaultMessage: 'Make New Password' },
  making: { id: 'teacher.roster.making', defaultMessage: 'Making' },
});

/** The roster's table. */
export const rosterTableMessages = defineMessages({
  caption: { id: 'teacher.rosterTable.caption', defaultMessage: 'Your students, sorted by first name then last name, with the login each one uses' },
  selectPage: { id: 'teacher.rosterTable.selectPage', defaultMessage: 'Select every student on this page for login cards' },
  firstName: { id: 'teacher.rosterTable.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'teacher.rosterTable.lastName', defaultMessage: 'Last Name' },
  username: { id: 'teacher.rosterTable.username', defaultMessage: 'Username' },
  password: { id: 'teacher.rosterTable.password', defaultMessage: 'Password' },
  actions: { id: 'teacher.rosterTable.actions', defaultMessage: 'Actions' },
  selectStudent: defineMessage<{ name: string }>({ id: 'teacher.rosterTable.selectStudent', defaultMessage: 'Select {name} for login cards' }),
  update: { id: 'teacher.rosterTable.update', defaultMessage: 'Update' },
  updateStudent: defineMessage<{ name: string }>({ id: 'teacher.rosterTable.updateStudent', defaultMessage: 'Update {name}' }),
  newPassword: { id: 'teacher.rosterTable.newPassword', defaultMessage: 'New Password' },
  newPasswordFor: defineMessage<{ name: string }>({ id: 'teacher.rosterTable.newPasswordFor', defaultMessage: 'New password for {name}' }),
  delete: { id: 'teacher.rosterTable.delete', defaultMessage: 'Delete' },
  deleteStudent: defineMessage<{ name: string }>({ id: 'teacher.rosterTable.deleteStudent', defaultMessage: 'Delete {name}' }),
  fullName: defineMessage<{ firstName: string; lastName: string }>({ id: 'teacher.rosterTable.fullName', defaultMessage: '{firstName} {lastName}' }),
});

/** Previous and Next around the roster's pages (50 a page). */
export const paginationMessages = defineMessages({
  label: { id: 'teacher.pagination.label', defaultMessage: 'Student pages' },
  where: defineMessage<{ first: number; last: number; total: number; page: number; pages: number }>({ id: 'teacher.pagination.where', defaultMessage: 'Students {first, number}–{last, number} of {total, number} (page {page, number} of {pages, number})' }),
  previous: { id: 'teacher.pagination.previous', defaultMessage: 'Previous Page' },
  next: { id: 'teacher.pagination.next', defaultMessage: 'Next Page' },
});

/** Add Student and Update: a first and a last name. */
export const nameDialogMessages = defineMessages({
  close: { id: 'teacher.nameDialog.close', defaultMessage: 'Close' },
  cancel: { id: 'teacher.nameDialog.cancel', defaultMessage: 'Cancel' },
  firstName: { id: 'teacher.nameDialog.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'teacher.nameDialog.lastName', defaultMessage: 'Last Name' },
});
