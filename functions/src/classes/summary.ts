// The class summary a teacher's dashboard listens to (one document per class,
// ARCHITECTURE.md "Data in Firestore"). The server rewrites a student's entry
// only when something it shows has changed, so game moves do not make it a hot document.
import type { Student } from "@rink/game";

export interface ClassStudentSummary {
  firstName: string;
  lastName: string;
  userName: string;
  level: number;
  /** How many of the five tutorials are done (0-5). */
  tutorialsDone: number;
  /** Levels finished: promotions earned, plus the last level once the award is accepted. */
  levelsDone: number;
  wonGame: boolean;
  /** Milliseconds, as the student document keeps it. */
  timeSpent: number;
}

export interface ClassSummary {
  teacherId: string;
  students: Record<string, ClassStudentSummary>;
}

type SummarySource = Pick<Student, "firstName" | "lastName" | "userName" | "level" | "tutorials" | "wonGame" | "timeSpent">;

export function summaryOf(student: SummarySource): ClassStudentSummary {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    userName: student.userName,
    level: student.level,
    tutorialsDone: Object.values(student.tutorials).filter(Boolean).length,
    levelsDone: student.wonGame ? 3 : student.level - 1,
    wonGame: student.wonGame,
    timeSpent: student.timeSpent,
  };
}

export function sameSummary(a: ClassStudentSummary, b: ClassStudentSummary): boolean {
  return (Object.keys(a) as Array<keyof ClassStudentSummary>).every((key) => a[key] === b[key]);
}
