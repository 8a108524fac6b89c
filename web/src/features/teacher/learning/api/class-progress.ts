import { collection, getDocs, query, where } from 'firebase/firestore';
import { firstClassIdOf, studentProgressSchema } from '@rink/common';
import { db } from '@/lib/firestore';
import type { ProgressRow } from '../../live/progress-view';

/**
 * The class's progress documents read once (the same query useClassProgress follows), for the
 * class report's CSV and its printed copy: a file is a moment's picture, not a live view.
 */
export async function fetchClassProgress(teacherId: string): Promise<ProgressRow[]> {
  const snapshot = await getDocs(query(collection(db, 'studentProgress'), where('classId', '==', firstClassIdOf(teacherId))));
  return snapshot.docs.flatMap((doc) => {
    const parsed = studentProgressSchema.safeParse(doc.data());
    // As on the live views: one unreadable document is logged and left out, not the class.
    if (!parsed.success) console.error('Unexpected progress document', doc.id, parsed.error.issues[0]?.message);
    return parsed.success ? [{ ...parsed.data, id: doc.id }] : [];
  });
}
