import express from "express";
import { healthRouter } from "./http/health";
import { notFound, handleErrors } from "./http/errors";

/** Request bodies above this are refused with 413 (uploads have their own limit). */
export const JSON_BODY_LIMIT = "100kb";

export function createApp(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: JSON_BODY_LIMIT }));

  const v1 = express.Router();
  v1.use(healthRouter);

  app.use("/api/v1", v1);
  app.use(notFound);
  app.use(handleErrors);
  return app;
}
