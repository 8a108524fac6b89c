import express from "express";
import { healthRouter } from "./routes/health";
import { authRouter } from "./routes/auth";
import { studentsRouter } from "./routes/students";
import { adminRouter } from "./routes/admin";
import { notFound, handleErrors } from "./http/errors";

/** Request bodies above this are refused with 413 (CSV uploads have their own limit). */
export const JSON_BODY_LIMIT = "100kb";

export function createApp(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.use(express.json({ limit: JSON_BODY_LIMIT }));

  const v1 = express.Router();
  v1.use(healthRouter);
  v1.use("/auth", authRouter);
  v1.use("/student", studentsRouter);
  v1.use("/admin", adminRouter);

  app.use("/api/v1", v1);
  app.use(notFound);
  app.use(handleErrors);
  return app;
}
