// POST /api/v1/student — a teacher adds one student (spec point 5: first and last name needed).
import type { RequestHandler } from "express";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { createStudentAccount } from "../../accounts/students";
import { studentNamesSchema } from "../../students/schemas";

export const addStudent: RequestHandler = async (req, res) => {
  const names = parse(studentNamesSchema, req.body ?? {});
  const account = await createStudentAccount(callerOf(res).uid, names);
  res.status(201).json({ success: true, message: "Student Added Successfully", data: account });
};
