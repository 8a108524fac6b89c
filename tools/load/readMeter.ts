// Documents read, counted as Firestore bills them (docs/cost.md): a document got is one read, a
// query one per document it answers (one when it answers none), an aggregation one per 1,000
// entries it went over (at least one). The emulator keeps no such count, so the load run wraps
// the Admin SDK's reads in its own process and calls the API's own functions there: the figure
// is the one production would bill for the same call. Only tools/ use this.
import { getFirestore, DocumentReference, Firestore, Query, Transaction } from "firebase-admin/firestore";

let counted: number | undefined;

const add = (reads: number) => {
  if (counted !== undefined) counted += reads;
};

/**
 * An aggregation's entries are its count: every aggregation of the API that can pass 1,000
 * entries asks for one, named `count` or `...Count` (functions/src/admin/totals.ts).
 */
function aggregationReads(data: Record<string, unknown>): number {
  const counts = Object.entries(data).flatMap(([field, value]) => (typeof value === "number" && (field === "count" || field.endsWith("Count")) ? [value] : []));
  return Math.max(1, Math.ceil(Math.max(0, ...counts) / 1000));
}

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const queryGet = Query.prototype.get;
  Query.prototype.get = async function (this: Query) {
    const snapshot = await queryGet.call(this);
    add(Math.max(1, snapshot.size));
    return snapshot;
  } as typeof queryGet;
  const docGet = DocumentReference.prototype.get;
  DocumentReference.prototype.get = async function (this: DocumentReference) {
    const snapshot = await docGet.call(this);
    add(1);
    return snapshot;
  } as typeof docGet;
  const getAll = Firestore.prototype.getAll;
  Firestore.prototype.getAll = async function (this: Firestore, ...args: Parameters<typeof getAll>) {
    const snapshots = await getAll.apply(this, args);
    add(snapshots.length);
    return snapshots;
  } as typeof getAll;
  const txGet = Transaction.prototype.get;
  Transaction.prototype.get = async function (this: Transaction, ...args: Parameters<typeof txGet>) {
    const found: unknown = await txGet.apply(this, args);
    add(typeof found === "object" && found !== null && "size" in found && typeof found.size === "number" ? Math.max(1, found.size) : 1);
    return found;
  } as typeof txGet;
  // AggregateQuery is not exported: its prototype is reached through an instance.
  const aggregateProto = Object.getPrototypeOf(getFirestore().collection("meter").count()) as { get: () => Promise<{ data: () => Record<string, unknown> }> };
  const aggregateGet = aggregateProto.get;
  aggregateProto.get = async function (this: unknown) {
    const snapshot = await aggregateGet.call(this);
    add(aggregationReads(snapshot.data()));
    return snapshot;
  };
}

/** Runs `work` alone and answers what it returned and the documents it read. */
export async function countReads<T>(work: () => Promise<T>): Promise<{ value: T; reads: number }> {
  install();
  if (counted !== undefined) throw new Error("countReads runs one piece of work at a time.");
  counted = 0;
  try {
    const value = await work();
    return { value, reads: counted };
  } finally {
    counted = undefined;
  }
}
