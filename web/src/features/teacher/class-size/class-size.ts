// The class-size warning (issue 16, item 17): the size a teacher gave at registration is what
// they expect, not a limit (the limit is MAX_CLASS_SIZE), so a class that grows past it is
// told so, in the CSV preview before it happens and on the dashboard after.
import { MAX_CLASS_SIZE } from '@rink/common';

const count = (n: number) => n.toLocaleString('en-US');

/** The dashboard's note, once the class is larger than the teacher said; null while it is not. */
export function classSizeNote(students: number, classSize: number): string | null {
  if (students <= classSize) return null;
  return `Your class has ${count(students)} students; you said it would have ${count(classSize)}.`;
}

/** The CSV preview's warning, when the file would take the class past its size; null when it would not. */
export function classSizePreviewWarning(studentsAfter: number, classSize: number): string | null {
  if (studentsAfter <= classSize) return null;
  return `Your class would have ${count(studentsAfter)} students; you said it would have ${count(classSize)}. Everyone in the file is still added (a class can have up to ${count(MAX_CLASS_SIZE)}); you can update the class size afterwards.`;
}
