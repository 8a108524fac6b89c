// DELETE /api/v1/admin/teacher/{id}/class: removes the class only (spec point 6:
// "delete a teacher ... or just a class"). The teacher keeps their account with
// an empty class.
import type { RequestHandler } from "express";
import { parse } from "../../http/validate";
import { HttpError } from "../../http/errors";
import { db } from "../../lib/admin";
import { classRef, teacherRef } from "../../accounts/students";
import { idParams } from "./schemas";
import { removeClassStudents } from "./classRemoval";

export const deleteClass: RequestHandler = async (req, res) => {
  const { id } = parse(idParams, req.params);
  if (!(await teacherRef(id).get()).exists) throw new HttpError(404, "Teacher not found");
  const studentsRemoved = await removeClassStudents(id);
  // The dashboard listens to the class summary, so it must exist even when empty.
  const studentCount = await db().runTransaction(async (tx) => {
    const [teacher, classDoc] = await tx.getAll(teacherRef(id), classRef(id));
    if (!classDoc?.exists) tx.create(classRef(id), { teacherId: id, students: {} });
    return (teacher?.get("studentCount") as number | undefined) ?? 0;
  });
  res.json({ success: true, data: { teacherId: id, studentsRemoved, studentCount } });
};
