// PUT /api/v1/auth/user/money-check: a teacher turns the class's money check on or off
// (docs/learning.md#the-money-check). A call of ours, beside the spec's (docs/decisions.md#d75).
import type { RequestHandler } from "express";
import { moneyCheckMessage, moneyCheckUpdateSchema, type MessageAnswer } from "@rink/common";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { setClassMoneyCheck } from "../../students/moneyCheckSetting";

export const updateMoneyCheck: RequestHandler = async (req, res) => {
  const { on } = parse(moneyCheckUpdateSchema, req.body ?? {});
  const students = await setClassMoneyCheck(callerOf(res).uid, on);
  const answer: MessageAnswer = { success: true, message: moneyCheckMessage(on, students) };
  res.json(answer);
};
