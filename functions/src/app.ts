import express from "express";
import { healthRouter } from "./routes/health";
import { authRouter } from "./routes/auth";
import { studentsRouter } from "./routes/students";
import { adminRouter } from "./routes/admin";
import { warmUpRouter } from "./routes/warmUp";
import { notFound, handleErrors } from "./http/errors";
import { JSON_BODY_LIMIT_BYTES, limitBodySize } from "./http/bodyLimit";
import { securityHeaders } from "./http/securityHeaders";

export function createApp(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.use(securityHeaders);
  app.use(limitBodySize);
  // Parses the body where no platform did it first (tests of the app on its own).
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));

  const v1 = express.Router();
  v1.use(healthRouter);
  v1.use("/auth", authRouter);
  v1.use("/student", studentsRouter);
  v1.use("/admin", adminRouter);
  // The local stack's start-up call (scripts/stack/warm.ts); never deployed behaviour.
  if (process.env.FUNCTIONS_EMULATOR === "true") v1.use(warmUpRouter);

  app.use("/api/v1", v1);
  app.use(notFound);
  app.use(handleErrors);
  return app;
}
