import { Router } from "express";

/** The spec's point 7 calls under /api/v1 for this area (filled in by Step 3). */
export const authRouter = Router();
