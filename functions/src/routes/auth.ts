// The calls for accounts and sessions (docs/product.md#api-auth), under /api/v1/auth.
// One handler per file in ./auth; this file only wires paths.
import { Router } from "express";
import { requireRole } from "../http/auth";
import { register } from "./auth/register";
import { teacherLogin } from "./auth/teacherLogin";
import { studentLogin } from "./auth/studentLogin";
import { adminLogin } from "./auth/adminLogin";
import { currentUser } from "./auth/currentUser";
import { updateClassSize } from "./auth/classSize";
import { updateMoneyCheck } from "./auth/moneyCheck";
import { updateClassLanguage, updateLanguage } from "./auth/language";
import { logout } from "./auth/logout";
import { logoutEverywhere } from "./auth/logoutEverywhere";
import { requestReset } from "./auth/requestReset";
import { setPassword } from "./auth/setPassword";

export const authRouter = Router();

authRouter.post("/register", register);
authRouter.post("/login", teacherLogin);
authRouter.post("/student/login", studentLogin);
authRouter.post("/admin/login", adminLogin);
authRouter.get("/user", requireRole(), currentUser);
authRouter.put("/user/class-size", requireRole("teacher"), updateClassSize);
authRouter.put("/user/money-check", requireRole("teacher"), updateMoneyCheck);
authRouter.put("/user/language", requireRole(), updateLanguage);
authRouter.put("/user/class-language", requireRole("teacher"), updateClassLanguage);
authRouter.post("/logout", requireRole(), logout);
authRouter.post("/logout/everywhere", requireRole(), logoutEverywhere);
authRouter.post("/reset", requestReset);
authRouter.put("/password", setPassword);
