// The admin pages' words. The spec's own wording (points 5, 8) is kept word for word.

/** Spec point 8: what an admin stats failure logs to the console. */
export const STUDENT_STATS_ERROR = 'Unexpected error fetching student stats';
/** Spec point 2: an empty table. */
export const NO_DATA = 'No Data Provided';
export const NO_STUDENTS = 'No Students to Display';

/** Spec point 5: the delete-teacher confirmation. */
export const removeTeacherTitle = (name: string) => `Are you sure you want to remove ${name}?`;
export const REMOVE_TEACHER_DESCRIPTION = 'Removing a teacher will remove the entire class as well.';
/** Spec point 5 says only that the class delete "says to remove the class": this is our wording. */
export const removeClassTitle = (name: string) => `Are you sure you want to remove ${name}'s class?`;
export const removeClassDescription = (count: number) =>
  `Removing the class will remove ${count === 1 ? 'its 1 student' : `all ${count} students`} and their games. The teacher keeps their account.`;

/** Status messages after a delete (no wording in the spec; they tell a screen reader what changed). */
export const teacherRemoved = (name: string) => `${name} was removed`;
export const classRemoved = (name: string) => `${name}'s class was removed`;

/** A whole number the way people read it: 1,234. */
export const formatCount = (n: number) => n.toLocaleString('en-US');
