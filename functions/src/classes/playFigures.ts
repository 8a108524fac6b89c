// Tutorials done and time spent, per student of a class, read from the students' own
// documents: the class summary no longer keeps them (they change with play, and 30
// students completing tutorials at once made the class document hot; docs/decisions.md#d20). One query over the class with a
// projection of two fields, so each document sends only those.
import { z } from "zod";
import { playFiguresOf, type ClassStudentSummary } from "@rink/common";
import { db } from "../lib/admin";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";

export type PlayFigures = Pick<ClassStudentSummary, "tutorialsDone" | "timeSpent">;

const playFieldsSchema = z.object({
  tutorials: z.object({ home: z.boolean(), budget: z.boolean(), team: z.boolean(), scout: z.boolean(), season: z.boolean() }),
  timeSpent: z.number(),
});
const PLAY_FIELDS = playFieldsSchema.keyof().options;

/** A student with an entry but no document (removed in between): nothing done yet. */
export const NO_PLAY: PlayFigures = { tutorialsDone: 0, timeSpent: 0 };

/** The play figures of every student of `teacherId`, by student id. */
export async function classPlayFigures(teacherId: string): Promise<Map<string, PlayFigures>> {
  const snapshot = await db()
    .collection(COLLECTIONS.students)
    .where("teacherId", "==", teacherId)
    .select(...PLAY_FIELDS)
    .withConverter(zodConverter(playFieldsSchema))
    .get();
  return new Map(snapshot.docs.map((doc) => [doc.id, playFiguresOf(doc.data())]));
}
