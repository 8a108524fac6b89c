// The shape of the stored documents, as one number. A document has one shape, the current
// one (the zod schemas and guards of common/ check it), and nothing repairs an older one on
// read: local data saved by an older version is reseeded instead. The seed writes this number
// into DATA_SHAPE_DOC, and `npm start` refuses saved data holding another
// (scripts/stack/dataShape.ts).

/**
 * Bump it in the commit that changes the shape of a stored document (a field added, removed,
 * renamed or read differently), so `npm start` tells whoever has older local data to reseed.
 */
export const DATA_SHAPE_VERSION = 4;

/** Where the seed writes the version: meta/dataShape, { version }. No client reads it (firestore.rules). */
export const DATA_SHAPE_DOC = { collection: "meta", id: "dataShape" } as const;
