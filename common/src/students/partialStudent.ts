// The API (docs/product.md#api-student) lets the game send a partial student to PUT /student/{id}. The
// server turns each field into the engine move that makes that change; this is the
// shape it accepts.
import { z } from "zod";
import { pageSchema, playerIdSchema } from "./moveSchema";

/** The season's end choices (docs/product.md#level-rules) and the home page's Reset Season. */
const SEASON_CHOICES = ["repeatSeason", "acceptPromotion", "acceptAward", "resetSeason"] as const;

const dollars = z.number().min(0).max(1_000_000_000);
const slotValue = playerIdSchema.nullable();

export const partialStudentSchema = z.strictObject({
  seasonChoice: z.enum(SEASON_CHOICES).optional(),
  tutorials: z
    .strictObject({
      home: z.boolean().optional(),
      budget: z.boolean().optional(),
      team: z.boolean().optional(),
      scout: z.boolean().optional(),
      season: z.boolean().optional(),
    })
    .optional(),
  pagesVisited: z.array(pageSchema).max(20).optional(),
  /** Total milliseconds played, as the student document keeps it. */
  timeSpent: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  savingsBudget: dollars.optional(),
  totalBudget: dollars.optional(),
  rollOverBudget: dollars.optional(),
  fOne: slotValue.optional(),
  fTwo: slotValue.optional(),
  fThree: slotValue.optional(),
  dOne: slotValue.optional(),
  dTwo: slotValue.optional(),
  gOne: slotValue.optional(),
});
export type PartialStudent = z.infer<typeof partialStudentSchema>;
