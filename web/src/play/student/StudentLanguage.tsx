import { useAccountLanguage } from '@/lib/session/account-language';
import { useStudentState } from './student-context';

/**
 * The student's language, from their own live document: their own choice, else the class's
 * default (which the server copies onto it), becomes the device's, the moment it is known or
 * changes (docs/decisions.md#d81). A student with neither gets the device's choice saved as theirs.
 */
export function StudentLanguage() {
  const { student } = useStudentState();
  useAccountLanguage(student?._id ?? null, student ? { own: student.language, classDefault: student.classLanguage } : null);
  return null;
}
