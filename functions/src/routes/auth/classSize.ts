// PUT /api/v1/auth/user/class-size: a teacher corrects the class size given at registration
// (the dashboard offers it when the class has grown past it; a departure from docs/product.md#class-size,
// docs/decisions.md#d54). The size is the teacher's expectation only: it never limits the class.
import type { RequestHandler } from "express";
import { CLASS_SIZE_UPDATED, classSizeUpdateSchema, type MessageAnswer } from "@rink/common";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { teacherRef } from "../../accounts/teachers";

export const updateClassSize: RequestHandler = async (req, res) => {
  const { classSize } = parse(classSizeUpdateSchema, req.body);
  await teacherRef(callerOf(res).uid).update({ classSize });
  const answer: MessageAnswer = { success: true, message: CLASS_SIZE_UPDATED };
  res.json(answer);
};
