// The admin pages' words. The specification's own wording (docs/product.md#admin-console) is kept word for word.

/** docs/product.md#admin-teachers: what an admin stats failure logs to the console. */
export const STUDENT_STATS_ERROR = 'Unexpected error fetching student stats';
/** docs/product.md#admin-teachers: an empty table. */
export const NO_DATA = 'No Data Provided';
export const NO_STUDENTS = 'No Students to Display';

/** docs/product.md#admin-remove: the delete-teacher confirmation. */
export const removeTeacherTitle = (name: string) => `Are you sure you want to remove ${name}?`;
export const REMOVE_TEACHER_DESCRIPTION = 'Removing a teacher will remove the entire class as well.';
/** docs/product.md#admin-remove says only that the class delete "says to remove the class": this is our wording. */
export const removeClassTitle = (name: string) => `Are you sure you want to remove ${name}'s class?`;
export const removeClassDescription = (count: number) =>
  count === 0
    ? 'The class has no students, so no student or game will be removed. The teacher keeps their account.'
    : `Removing the class will remove ${count === 1 ? 'its 1 student' : `all ${count} students`} and their games. The teacher keeps their account.`;

/** A delete running as a job (docs/decisions.md#d42). */
export const REMOVING_STUDENTS = 'Removing students';
export const removingTitle = (kind: 'teacher' | 'class', name: string) => (kind === 'teacher' ? `Removing ${name}` : `Removing ${name}'s class`);
export const REMOVING_DESCRIPTION = 'You can close this window: the removal goes on, and the teachers list shows how far it has got.';
export const removalFailed = (kind: 'teacher' | 'class', name: string) => (kind === 'teacher' ? `${name} could not be removed.` : `${name}'s class could not be removed.`);
/** The teachers list's line for a teacher whose delete is running. */
export const beingRemoved = (kind: 'deleteTeacher' | 'deleteClass') => (kind === 'deleteTeacher' ? 'Being removed' : 'Class being removed');

/** Status messages after a delete (no wording in the spec; they tell a screen reader what changed). */
export const teacherRemoved = (name: string) => `${name} was removed`;
export const classRemoved = (name: string) => `${name}'s class was removed`;
/** A delete that found nobody to remove: said as it is, not as "0 of 0". */
export const emptyClassRemoved = (name: string) => `${name}'s class had no students: there was nothing to remove`;
export const NO_STUDENTS_HAD = 'They had no students.';

/** A whole number the way people read it: 1,234. */
export const formatCount = (n: number) => n.toLocaleString('en-US');
