// The three login calls (docs/product.md#api-auth): POST /auth/login (teachers, by username or
// e-mail, sent as `email`; `userName` is accepted too), /auth/student/login and
// /auth/admin/login (by `userName`). Each answers a custom token for signInWithCustomToken.
import { z } from "zod";
import { cleanName } from "../text/names";
import { INPUT_MAX, LOGIN_REQUIRED, LOGIN_TOO_LONG } from "./texts";

export interface Credentials {
  identifier: string;
  password: string;
}

/**
 * A login body: the identifier is the first non-blank of `keys`. The spec's texts
 * are whole sentences, so they are issues on the body itself.
 */
function credentialsSchema(keys: readonly ["email", "userName"] | readonly ["userName"]) {
  const optionalText = z.string().nullish();
  return z
    .object({ email: optionalText, userName: optionalText, password: optionalText })
    .transform((body, ctx): Credentials => {
      // Cleaned as registration cleans names (text/names.ts), so a username typed with a
      // zero-width space or in full-width letters finds the account; the password is as typed.
      const identifier = keys.map((key) => cleanName(body[key] ?? "")).find((value) => value !== "") ?? "";
      const password = body.password ?? "";
      if (identifier === "" || password === "") {
        ctx.addIssue({ code: "custom", message: LOGIN_REQUIRED, input: body });
      } else if (identifier.length > INPUT_MAX || password.length > INPUT_MAX) {
        ctx.addIssue({ code: "custom", message: LOGIN_TOO_LONG, input: body });
      }
      return { identifier, password };
    });
}

export const teacherLoginSchema = credentialsSchema(["email", "userName"]);
export const userNameLoginSchema = credentialsSchema(["userName"]);

/** POST /auth/login: `email` holds a username or an e-mail. */
interface TeacherLoginRequest {
  email: string;
  password: string;
}
/** POST /auth/student/login and /auth/admin/login. */
interface UserNameLoginRequest {
  userName: string;
  password: string;
}
export type LoginRequest = TeacherLoginRequest | UserNameLoginRequest;
