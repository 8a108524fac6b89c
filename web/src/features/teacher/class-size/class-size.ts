// The class-size warning (docs/product.md#class-size): the size a teacher gave at registration is what
// they expect, not a limit (the limit is MAX_CLASS_SIZE), so a class that grows past it is
// told so, in the CSV preview before it happens and on the dashboard after.
import { MAX_CLASS_SIZE, noRoomFor } from '@rink/common';

const count = (n: number) => n.toLocaleString('en-US');

/** The dashboard's note, once the class is larger than the teacher said; null while it is not. */
export function classSizeNote(students: number, classSize: number): string | null {
  if (students <= classSize) return null;
  return `Your class has ${count(students)} students; you said it would have ${count(classSize)}.`;
}

export type PreviewSizeNote = { kind: 'over-size' | 'over-limit'; text: string };

/**
 * What the CSV preview says of the class's size after the file: past the size the teacher
 * gave, a warning (everyone is still added); past MAX_CLASS_SIZE, the server's refusal,
 * before it is met. Null when neither.
 */
export function classSizePreviewNote(inClass: number, newStudents: number, classSize: number | null): PreviewSizeNote | null {
  const after = inClass + newStudents;
  if (after > MAX_CLASS_SIZE) return { kind: 'over-limit', text: `${noRoomFor(newStudents, MAX_CLASS_SIZE - inClass)} Uploading it would add nobody: remove some rows first.` };
  if (classSize === null || after <= classSize) return null;
  return {
    kind: 'over-size',
    text: `Your class would have ${count(after)} students; you said it would have ${count(classSize)}. Everyone in the file is still added (a class can have up to ${count(MAX_CLASS_SIZE)}); you can update the class size afterwards.`,
  };
}
