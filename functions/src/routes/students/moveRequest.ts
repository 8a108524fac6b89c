// A student's own game change, as PUT /student/{id} carries it: `{ move }`,
// `{ moves: [...] }` or a partial student (docs/product.md#api-student). Each becomes the steps
// runStudentSteps applies with the engine.
import { manyMovesSchema, oneMoveSchema, partialStudentSchema } from "@rink/common";
import { HttpError } from "../../lib/httpError";
import { parse } from "../../http/validate";
import { refuseNotSettable, stepsFromPartial, type Step } from "../../students/partialUpdate";

const isFields = (body: unknown): body is Record<string, unknown> => typeof body === "object" && body !== null && !Array.isArray(body);

export function stepsOfRequest(body: unknown): Step[] {
  if (!isFields(body)) throw new HttpError(400, "Send a JSON object.");
  if ("move" in body || "moves" in body) {
    if ("move" in body && "moves" in body) throw new HttpError(400, "Send either move or moves, not both.");
    const moves = "move" in body ? [parse(oneMoveSchema, body).move] : parse(manyMovesSchema, body).moves;
    return moves.map((move) => () => [move]);
  }
  refuseNotSettable(body);
  const update = parse(partialStudentSchema, body);
  if (Object.keys(update).length === 0) throw new HttpError(400, "Nothing to update.");
  return stepsFromPartial(update);
}
