// A student's entry in their class summary. The server rewrites it only when
// something it shows has changed, so game moves do not make the class a hot document.
import { levelsDone, tutorialsDone, type Student } from "@rink/game";
import type { ClassStudentSummary } from "@rink/common";

type SummarySource = Pick<Student, "firstName" | "lastName" | "userName" | "level" | "tutorials" | "wonGame" | "timeSpent">;

export function summaryOf(student: SummarySource): ClassStudentSummary {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    userName: student.userName,
    level: student.level,
    tutorialsDone: tutorialsDone(student),
    levelsDone: levelsDone(student),
    wonGame: student.wonGame,
    timeSpent: student.timeSpent,
  };
}

export function sameSummary(a: ClassStudentSummary, b: ClassStudentSummary): boolean {
  return (Object.keys(a) as Array<keyof ClassStudentSummary>).every((key) => a[key] === b[key]);
}
