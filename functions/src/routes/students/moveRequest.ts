// A student's own game change, as PUT /student/{id} carries it: `{ move }`,
// `{ moves: [...] }` or a partial student (docs/product.md#api-student). Each becomes the steps
// runStudentSteps applies with the engine.
import { manyMovesSchema, oneMoveSchema, partialStudentSchema } from "@rink/common";
import { HttpError } from "../../lib/httpError";
import { parse } from "../../http/validate";
import { refuseNotSettable, stepsFromPartial, type Step } from "../../students/partialUpdate";

const isFields = (body: unknown): body is Record<string, unknown> => typeof body === "object" && body !== null && !Array.isArray(body);

/** The steps of a request, and its id when the client named it (moves sent again after a lost answer). */
export function stepsOfRequest(body: unknown): { steps: Step[]; requestId?: string } {
  if (!isFields(body)) throw new HttpError(400, "Send a JSON object.");
  if ("move" in body || "moves" in body) {
    if ("move" in body && "moves" in body) throw new HttpError(400, "Send either move or moves, not both.");
    const request = "move" in body ? parse(oneMoveSchema, body) : parse(manyMovesSchema, body);
    const moves = "move" in request ? [request.move] : request.moves;
    return { steps: moves.map((move) => () => [move]), ...(request.requestId ? { requestId: request.requestId } : {}) };
  }
  refuseNotSettable(body);
  const update = parse(partialStudentSchema, body);
  if (Object.keys(update).length === 0) throw new HttpError(400, "Nothing to update.");
  return { steps: stepsFromPartial(update) };
}
