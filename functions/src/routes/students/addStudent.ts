// POST /api/v1/student: a teacher adds one student (docs/product.md#add-student: first and last name needed).
import type { RequestHandler } from "express";
import { STUDENT_ADDED, studentNamesSchema, type AddStudentAnswer } from "@rink/common";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { createStudentAccount } from "../../students/create";

export const addStudent: RequestHandler = async (req, res) => {
  const names = parse(studentNamesSchema, req.body ?? {});
  const answer: AddStudentAnswer = { success: true, message: STUDENT_ADDED, data: await createStudentAccount(callerOf(res).uid, names) };
  res.status(201).json(answer);
};
