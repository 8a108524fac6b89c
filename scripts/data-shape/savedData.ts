// Whether `npm start` may use the saved local data: documents have one shape
// (common/src/dataShape.ts), so data saved by an older version is never read as it is: it is
// migrated where a migration leads to today's shape (plan.ts, `npm start -- --migrate`), or reseeded.
import type { Firestore } from "firebase-admin/firestore";
import { DATA_SHAPE_DOC, DATA_SHAPE_VERSION } from "@rink/common";
import { planMigration } from "./plan";

/** What the saved data says of itself: whether there is any, and the version the seed wrote into it. */
export interface SavedData {
  hasData: boolean;
  /** Undefined when meta/dataShape is missing or holds no number. */
  version: number | undefined;
}

export type SavedDataVerdict =
  /** Nothing saved: the seed begins the data and writes the version. */
  | { kind: "fresh" }
  /** Saved by a version with today's shape. */
  | { kind: "current" }
  /** Of an older shape a migration carries to today's. */
  | { kind: "migrate"; message: string }
  | { kind: "reseed"; message: string };

/** How the seed tells the launcher that the saved data must be reseeded (its exit code). */
export const RESEED_EXIT_CODE = 3;

export function savedDataVerdict(saved: SavedData, current: number = DATA_SHAPE_VERSION): SavedDataVerdict {
  if (saved.version === current) return { kind: "current" };
  if (!saved.hasData && saved.version === undefined) return { kind: "fresh" };
  if (saved.version !== undefined && planMigration(saved, current).kind === "run") {
    return {
      kind: "migrate",
      message:
        `The saved local data is of data shape ${saved.version}; this version of Rink Money reads ${current}. ` +
        "Run `npm start -- --migrate` to carry it across (every account and game is kept; `npm run migrate` does the same for a running stack or a project), " +
        "or `npm start -- --fresh` to begin again from the seed (it erases the local data, .local/emulator-data).",
    };
  }
  const made = saved.version !== undefined && saved.version > current ? "a newer" : "an older";
  const shape = saved.version === undefined ? "no data shape version" : `data shape version ${saved.version}`;
  return {
    kind: "reseed",
    message:
      `The saved local data was made by ${made} version of Rink Money (${shape}; this one reads version ${current}). ` +
      "Run `npm start -- --fresh` to reseed: it erases the local data (.local/emulator-data).",
  };
}

const shapeDoc = (db: Firestore) => db.collection(DATA_SHAPE_DOC.collection).doc(DATA_SHAPE_DOC.id);

/** Reads what the emulator's saved data says of itself. */
export async function readSavedData(db: Firestore): Promise<SavedData> {
  const [collections, snapshot] = await Promise.all([db.listCollections(), shapeDoc(db).get()]);
  const version: unknown = snapshot.get("version");
  return { hasData: collections.length > 0, version: typeof version === "number" ? version : undefined };
}

/**
 * The same facts over the emulator's REST API, for the launcher itself, which holds no Admin SDK
 * client: it reads them as soon as the Cloud CLI jar answers, while firebase-tools still boots.
 */
export async function readSavedDataOverRest(firestoreHost: string, projectId: string): Promise<SavedData> {
  const documents = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
  // The emulator's owner token reads past the security rules, as the Admin SDK does.
  const headers = { Authorization: "Bearer owner", "content-type": "application/json" };
  const [collections, shape] = await Promise.all([
    fetch(`${documents}:listCollectionIds`, { method: "POST", headers, body: "{}" }),
    fetch(`${documents}/${DATA_SHAPE_DOC.collection}/${DATA_SHAPE_DOC.id}`, { headers }),
  ]);
  if (!collections.ok || !(shape.ok || shape.status === 404)) {
    throw new Error(`Reading the saved data's shape failed (${collections.status}, ${shape.status}).`);
  }
  const { collectionIds = [] } = (await collections.json()) as { collectionIds?: string[] };
  const fields = shape.ok ? ((await shape.json()) as { fields?: Record<string, { integerValue?: string; doubleValue?: number }> }).fields : undefined;
  const stored = fields?.version;
  const version = stored?.integerValue !== undefined ? Number(stored.integerValue) : stored?.doubleValue;
  return { hasData: collectionIds.length > 0, version };
}

/** Marks new data as today's shape. */
export async function writeDataShape(db: Firestore): Promise<void> {
  await writeDataShapeVersion(db, DATA_SHAPE_VERSION);
}

/** Marks the data as of `version`: the seed (today's), or a migration once it has carried the data there. */
export async function writeDataShapeVersion(db: Firestore, version: number): Promise<void> {
  await shapeDoc(db).set({ version });
}
