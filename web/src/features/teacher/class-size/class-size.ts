// The class-size warning (docs/product.md#class-size): the size a teacher gave at registration is what
// they expect, not a limit (the limit is MAX_CLASS_SIZE), so a class that grows past it is
// told so, in the CSV preview before it happens and on the dashboard after.
import type { IntlShape } from 'react-intl';
import { MAX_CLASS_SIZE, noRoomFor } from '@rink/common';
import { serverText } from '@/i18n/server-text';
import { classSizeMessages as m } from './messages';

/** The dashboard's note, once the class is larger than the teacher said; null while it is not. */
export function classSizeNote(intl: IntlShape, students: number, classSize: number): string | null {
  if (students <= classSize) return null;
  return intl.formatMessage(m.note, { students, classSize });
}

type PreviewSizeNote = { kind: 'over-size' | 'over-limit'; text: string };

/**
 * What the CSV preview says of the class's size after the file: past the size the teacher
 * gave, a warning (everyone is still added); past MAX_CLASS_SIZE, the server's refusal,
 * before it is met. Null when neither.
 */
export function classSizePreviewNote(intl: IntlShape, inClass: number, newStudents: number, classSize: number | null): PreviewSizeNote | null {
  const after = inClass + newStudents;
  // noRoomFor is the server's refusal, word for word: in the screen's language through serverText.
  const refusal = serverText(intl, noRoomFor(newStudents, MAX_CLASS_SIZE - inClass));
  if (after > MAX_CLASS_SIZE) return { kind: 'over-limit', text: intl.formatMessage(m.overLimit, { refusal }) };
  if (classSize === null || after <= classSize) return null;
  return { kind: 'over-size', text: intl.formatMessage(m.overSize, { after, classSize, max: MAX_CLASS_SIZE }) };
}
