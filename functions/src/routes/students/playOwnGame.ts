// A student's own game change: `{ move }`, `{ moves: [...] }` or the spec's partial
// student (point 7), every change made by the engine in one atomic write.
import type { Response } from "express";
import { z } from "zod";
import { HttpError } from "../../http/errors";
import { parse } from "../../http/validate";
import { MAX_MOVES_PER_REQUEST, moveSchema } from "../../students/moveSchema";
import { partialStudentSchema, refuseNotSettable, stepsFromPartial, type Step } from "../../students/partialUpdate";
import { MoveRefused, runStudentSteps, statusOfRule } from "../../students/runMoves";

const oneMoveSchema = z.strictObject({ move: moveSchema });
const manyMovesSchema = z.strictObject({
  moves: z.array(moveSchema).min(1, "Send at least one move.").max(MAX_MOVES_PER_REQUEST, `Send at most ${MAX_MOVES_PER_REQUEST} moves at once.`),
});

function stepsOf(body: unknown): Step[] {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new HttpError(400, "Send a JSON object.");
  const fields = body as Record<string, unknown>;
  if ("move" in fields || "moves" in fields) {
    if ("move" in fields && "moves" in fields) throw new HttpError(400, "Send either move or moves, not both.");
    const moves = "move" in fields ? [parse(oneMoveSchema, body).move] : parse(manyMovesSchema, body).moves;
    return moves.map((move) => () => [move]);
  }
  refuseNotSettable(fields);
  const update = parse(partialStudentSchema, body);
  if (Object.keys(update).length === 0) throw new HttpError(400, "Nothing to update.");
  return stepsFromPartial(update);
}

export async function playOwnGame(studentId: string, body: unknown, res: Response): Promise<void> {
  const steps = stepsOf(body);
  try {
    const updatedStudent = await runStudentSteps(studentId, steps);
    res.json({ success: true, updatedStudent });
  } catch (error) {
    if (error instanceof MoveRefused) {
      const { code, message, hint } = error.rule;
      res.status(statusOfRule(code)).json({ success: false, error: message, ...(hint ? { hint } : {}), code, move: error.move });
      return;
    }
    throw error;
  }
}
