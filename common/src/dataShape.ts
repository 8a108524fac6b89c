// The shape of the stored documents, as one number. A document has one shape, the current
// one (the zod schemas and guards of common/ check it), and nothing repairs an older one on
// read: stored data of an older shape is carried across by a migration (`npm run migrate`,
// scripts/data-shape/, docs/decisions.md#d99) or, locally, reseeded. The seed writes this number
// into DATA_SHAPE_DOC, a migration writes the shape it reached, and `npm start` refuses saved data
// holding another (scripts/data-shape/savedData.ts).

/**
 * Bump it in the commit that changes the shape of a stored document (a field added, removed,
 * renamed or read differently), with the migration step from the shape before
 * (scripts/data-shape/plan.ts), so `npm start` and `npm run migrate` carry older data across.
 */
export const DATA_SHAPE_VERSION = 5;

/** Where the seed writes the version: meta/dataShape, { version }. No client reads it (firestore.rules). */
export const DATA_SHAPE_DOC = { collection: "meta", id: "dataShape" } as const;
