// The signed-in teacher's own profile, as far as the dashboard needs it: the name the login
// cards print and the class size the teacher expects (GET /auth/user), and the call that
// corrects that size.
import { isCurrentUserAnswer, isMessageAnswer, type ClassSizeUpdate, type MoneyCheckUpdate } from '@rink/common';
import { apiRequest } from '@/lib/api-client';

export interface TeacherFacts {
  name: string;
  classSize: number;
  /** The class takes the money check. */
  moneyCheck: boolean;
}

/** GET /auth/user, read as a teacher; null when the answer is not a teacher's profile. */
export async function fetchTeacherFacts(): Promise<TeacherFacts | null> {
  const { data } = await apiRequest('GET', '/auth/user', isCurrentUserAnswer);
  return data.role === 'teacher' ? { name: data.name, classSize: data.classSize, moneyCheck: data.moneyCheck } : null;
}

/** PUT /auth/user/class-size. */
export async function updateClassSize(body: ClassSizeUpdate): Promise<string> {
  const answer = await apiRequest('PUT', '/auth/user/class-size', isMessageAnswer, { body });
  return answer.message;
}

/** PUT /auth/user/money-check: on or off for the whole class; answers the words to show. */
export async function updateMoneyCheck(body: MoneyCheckUpdate): Promise<string> {
  const answer = await apiRequest('PUT', '/auth/user/money-check', isMessageAnswer, { body });
  return answer.message;
}
