// The engine's Move union as a zod schema, so a move from the network is checked
// field by field before the engine sees it. The type assertion at the bottom
// breaks the build if the two ever drift apart. Both sides use it: the client to
// type the moves it sends, the server to parse them.
import { z } from "zod";
import { MAX_TIME_SPENT_REPORT_MS, type CheerStyle, type ContractLevel, type Move, type Page, type SlotName, type TutorialName } from "@rink/game";

/** Most moves one request may carry: enough for a whole lineup change, small enough to stay quick. */
export const MAX_MOVES_PER_REQUEST = 20;

const slotSchema = z.enum(["fOne", "fTwo", "fThree", "dOne", "dTwo", "gOne"] satisfies SlotName[]);
export const pageSchema = z.enum(["home", "team", "scout", "budget", "season", "trophies"] satisfies Page[]);
const tutorialSchema = z.enum(["home", "budget", "team", "scout", "season"] satisfies TutorialName[]);

/** Player ids are short catalogue keys such as 'l1-f04'. */
export const playerIdSchema = z.string().min(1).max(64);
const contractLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]) satisfies z.ZodType<ContractLevel>;
/** Dollars: whole numbers or cents are both fine for the engine; it checks the level's steps itself. */
const dollarsSchema = z.number().min(0).max(1_000_000_000);

const moveSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("sign"), slot: slotSchema, playerId: playerIdSchema }),
  z.strictObject({ type: z.literal("release"), slot: slotSchema }),
  z.strictObject({ type: z.literal("trade"), slot: slotSchema, playerId: playerIdSchema }),
  z.strictObject({ type: z.literal("setSavings"), amount: dollarsSchema }),
  z.strictObject({ type: z.literal("rollover"), amount: dollarsSchema }),
  z.strictObject({
    type: z.literal("scoutOffer"),
    playerId: playerIdSchema,
    contractLevel: contractLevelSchema,
    confirmed: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal("scoutWithdraw"), playerId: playerIdSchema }),
  z.strictObject({ type: z.literal("finishScouting") }),
  // The cheer meter's team-rank bonus is 0..5 (docs/product.md#cheer-meter); the engine clamps it too.
  // game: the game's 1-based number, so a retried save never plays a game twice (engine: playGame).
  z.strictObject({ type: z.literal("playGame"), cheerBonus: z.number().min(0).max(5), game: z.int().min(1).max(100).optional() }),
  z.strictObject({ type: z.literal("repeatSeason") }),
  z.strictObject({ type: z.literal("acceptPromotion") }),
  z.strictObject({ type: z.literal("acceptAward") }),
  z.strictObject({ type: z.literal("resetSeason") }),
  z.strictObject({ type: z.literal("completeTutorial"), tutorial: tutorialSchema }),
  z.strictObject({ type: z.literal("visitPage"), page: pageSchema }),
  z.strictObject({ type: z.literal("recordTimeSpent"), ms: z.int().min(0).max(MAX_TIME_SPENT_REPORT_MS) }),
  z.strictObject({ type: z.literal("setCheerStyle"), style: z.enum(["fast", "steady"] satisfies CheerStyle[]) }),
  // The engine checks that the question is the next one and the choice one of its answers.
  z.strictObject({ type: z.literal("answerCheck"), question: z.string().min(1).max(64), choice: z.int().min(0).max(9) }),
  z.strictObject({ type: z.literal("noteRefusal"), slot: slotSchema, playerId: playerIdSchema }),
]);

// Compile-time check: the schema accepts exactly the engine's moves.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesEngine: Same<z.infer<typeof moveSchema>, Move> = true;
void schemaMatchesEngine;

/**
 * The client's name for one request of moves: the same request sent again (its answer was lost
 * with the network) is applied once. Letters, digits and dashes, as crypto.randomUUID() makes them.
 */
const requestIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "requestId: 8 to 64 letters, digits or dashes.");

/** PUT /student/{id} by the student: one move, or several applied in order, all or none. */
export const oneMoveSchema = z.strictObject({ move: moveSchema, requestId: requestIdSchema.optional() });
export const manyMovesSchema = z.strictObject({
  moves: z.array(moveSchema).min(1, "Send at least one move.").max(MAX_MOVES_PER_REQUEST, `Send at most ${MAX_MOVES_PER_REQUEST} moves at once.`),
  requestId: requestIdSchema.optional(),
});
