// The teacher's side: a Firestore client (the web SDK, signed in as the teacher, so the
// rules apply) listening to the class as the dashboard does, and the time from each
// student's move to the teacher's listener holding the state that move made.
//
// A move is matched by content, not by arrival order: the student document the API
// answered (the state after the move) is compared with the documents the listener
// receives. Firestore may skip an intermediate state when writes come fast; a move whose
// state was skipped counts as seen when a later state of that student arrives.
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { collection, connectFirestoreEmulator, getFirestore, onSnapshot, query, where, type Unsubscribe } from "firebase/firestore";
import type { Endpoints } from "./http";

/** JSON with object keys sorted, so two copies of a document compare equal as strings. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([key, v]) => key !== "_id" && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

interface Seen {
  at: number;
  key: string;
}

interface Pending {
  sentAt: number;
  key: string;
  order: number;
}

const KEEP_SEEN = 20;

export class TeacherWatch {
  /** Move-to-teacher latencies (ms) in this round. */
  latencies: number[] = [];
  /** Moves whose state the listener never delivered before the round ended. */
  unseen = 0;
  /** How many document changes the listener delivered. */
  changes = 0;
  private seen = new Map<string, Seen[]>();
  private pending = new Map<string, Pending[]>();
  private order = 0;
  private unsubscribe: Unsubscribe | undefined;
  private app: FirebaseApp | undefined;
  private firstSnapshot: Promise<void> | undefined;

  async start(endpoints: Endpoints, teacher: { uid: string; email: string; password: string }): Promise<void> {
    this.app = initializeApp({ projectId: endpoints.projectId, apiKey: "demo-api-key" }, `teacher-${teacher.uid}`);
    const auth = getAuth(this.app);
    connectAuthEmulator(auth, `http://${endpoints.authEmulatorHost}`, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, teacher.email, teacher.password);
    const db = getFirestore(this.app);
    const [host = "127.0.0.1", port = "8080"] = endpoints.firestoreEmulatorHost.split(":");
    connectFirestoreEmulator(db, host, Number(port));
    // The dashboard's query: the rules let a teacher read only students whose teacherId is theirs.
    const students = query(collection(db, "students"), where("teacherId", "==", teacher.uid));
    this.firstSnapshot = new Promise((resolve, reject) => {
      this.unsubscribe = onSnapshot(
        students,
        (snapshot) => {
          const at = performance.now();
          for (const change of snapshot.docChanges()) {
            if (change.type === "removed") continue;
            this.changes++;
            this.arrived(change.doc.id, at, canonical(change.doc.data()));
          }
          resolve();
        },
        reject,
      );
    });
    await this.firstSnapshot;
  }

  /** Resets the figures for a new round (the listener keeps running). */
  resetFigures(): void {
    this.latencies = [];
    this.unseen = 0;
    this.changes = 0;
  }

  /** The API answered a move sent at `sentAt` with `state`: time it until the listener has that state. */
  moved(studentId: string, sentAt: number, state: unknown): void {
    const key = canonical(state);
    const order = ++this.order;
    const seen = this.seen.get(studentId)?.find((s) => s.key === key && s.at >= sentAt);
    if (seen) {
      this.latencies.push(seen.at - sentAt);
      this.settleBefore(studentId, order, seen.at);
      return;
    }
    const list = this.pending.get(studentId) ?? [];
    list.push({ sentAt, key, order });
    this.pending.set(studentId, list);
  }

  private arrived(studentId: string, at: number, key: string): void {
    const seen = this.seen.get(studentId) ?? [];
    seen.push({ at, key });
    if (seen.length > KEEP_SEEN) seen.shift();
    this.seen.set(studentId, seen);
    const match = this.pending.get(studentId)?.find((p) => p.key === key);
    if (match) this.settleBefore(studentId, match.order + 1, at);
  }

  /** Every pending move of the student up to `order` is now visible to the teacher (at `at`). */
  private settleBefore(studentId: string, order: number, at: number): void {
    const list = this.pending.get(studentId) ?? [];
    const settled = list.filter((p) => p.order < order);
    for (const p of settled) this.latencies.push(at - p.sentAt);
    this.pending.set(studentId, list.filter((p) => p.order >= order));
  }

  /** Waits up to `ms` for moves still on their way to the listener, then counts the rest as unseen. */
  async drain(ms: number): Promise<void> {
    const deadline = performance.now() + ms;
    while (this.pendingCount() > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    this.unseen += this.pendingCount();
    this.pending.clear();
  }

  private pendingCount(): number {
    let count = 0;
    for (const list of this.pending.values()) count += list.length;
    return count;
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    if (this.app) await deleteApp(this.app);
  }
}
