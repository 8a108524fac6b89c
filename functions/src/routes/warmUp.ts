// GET /api/v1/warm-up: only in the local emulators (app.ts wires it there). The stack
// sends a few of these at once when it starts, before any class arrives: each holds its
// worker process until the others have arrived, so the Functions emulator starts one
// worker for each, and each worker opens its Firestore and Auth clients, so no student's
// login pays for that (docs/decisions.md#d18).
import { Router } from "express";
import { auth, db } from "../lib/admin";
import { watchEndedSessions } from "../accounts/sessionCheck";

/** Long enough for every warm-up call of the same burst to find its worker busy. */
const HOLD_MS = 500;

export const warmUpRouter = Router();

warmUpRouter.get("/warm-up", async (_req, res) => {
  const started = Date.now();
  // Each worker starts listening for ended sessions now, not on a student's first call.
  watchEndedSessions();
  // Any read opens the client; the document need not exist.
  await Promise.all([db().doc("warmUp/worker").get(), auth().getUser("warm-up").catch(() => undefined)]);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, HOLD_MS - (Date.now() - started))));
  res.json({ success: true });
});
