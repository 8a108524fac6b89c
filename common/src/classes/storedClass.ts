// classes/{classId}: a class of its own (docs/decisions.md#d98). Until now a teacher *was* a
// class; from data shape 5 a class is a document, its students and their progress documents
// point at it (classId), and it says who may see it. The class a teacher is given at
// registration, and the one the migration from shape 4 makes for each teacher, takes the
// teacher's own id: the class's time counters (classTime/{id}_{n}) and its name claims
// (studentNames) were already keyed by that id, so they carry over unchanged.
import { z } from "zod";

export const storedClassSchema = z.object({
  _id: z.string(),
  /** The teacher who made the class: the one who may delete it or change who shares it. */
  ownerId: z.string(),
  /** The teachers who may see the class, the owner first. */
  teacherIds: z.array(z.string()).min(1),
  /**
   * The teacher's name for it ('Period 3'). Absent for the class made at registration or by the
   * migration: screens call it by a name in the reader's language ('My class').
   */
  name: z.string().optional(),
  /** Server time (ms) the class was made; absent for a class the migration from shape 4 made (nobody knows). */
  createdAt: z.number().optional(),
  /** Server time (ms) the class was archived at the year's end; absent while the class runs. */
  archivedAt: z.number().optional(),
});
type StoredClass = z.infer<typeof storedClassSchema>;

/** The id of the class a teacher is given at registration: the teacher's own. */
export const firstClassIdOf = (teacherId: string): string => teacherId;

/** The class a new teacher is given, or the migration gives a teacher of shape 4. */
export function firstClassOf(teacherId: string, createdAt?: number): StoredClass {
  return { _id: firstClassIdOf(teacherId), ownerId: teacherId, teacherIds: [teacherId], ...(createdAt === undefined ? {} : { createdAt }) };
}
