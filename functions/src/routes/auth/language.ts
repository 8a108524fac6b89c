// PUT /api/v1/auth/user/language: the signed-in person's own language, any role; and
// PUT /api/v1/auth/user/class-language: a teacher's default language for the class
// (docs/decisions.md#d81). Calls of ours, beside the spec's (docs/decisions.md#d75).
import type { RequestHandler } from "express";
import { CLASS_LANGUAGE_SAVED, classLanguageUpdateSchema, LANGUAGE_SAVED, languageUpdateSchema, type MessageAnswer } from "@rink/common";
import { callerOf } from "../../http/auth";
import { parse } from "../../http/validate";
import { setOwnLanguage } from "../../accounts/language";
import { setClassLanguage } from "../../students/classLanguageSetting";

export const updateLanguage: RequestHandler = async (req, res) => {
  const { language } = parse(languageUpdateSchema, req.body ?? {});
  await setOwnLanguage(callerOf(res), language);
  const answer: MessageAnswer = { success: true, message: LANGUAGE_SAVED };
  res.json(answer);
};

export const updateClassLanguage: RequestHandler = async (req, res) => {
  const { language } = parse(classLanguageUpdateSchema, req.body ?? {});
  await setClassLanguage(callerOf(res).uid, language);
  const answer: MessageAnswer = { success: true, message: CLASS_LANGUAGE_SAVED };
  res.json(answer);
};
