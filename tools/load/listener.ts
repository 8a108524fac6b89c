// The teacher's side: a Firestore client (the web SDK, signed in as the teacher, so the
// rules apply) listening to the class as the dashboard does, and the time from each
// student's move to the teacher's listener holding that move's result. Two queries, as
// the teacher's screens make them: students where teacherId == theirs (the roster's game
// documents) and studentProgress where teacherId == theirs (the live views).
//
// A student document is matched by content: the state the API answered is compared with
// the documents the listener receives. A progress document is matched by its
// lastActiveAt, the server's clock when it wrote the move (the same machine's clock as
// ours): the first one at or after the move was sent holds that move or a later one.
// Firestore may skip an intermediate state when writes come fast; a move whose state was
// skipped counts as seen when a later state of that student arrives.
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import { collection, connectFirestoreEmulator, getFirestore, onSnapshot, query, where, type Firestore, type QuerySnapshot, type Unsubscribe } from "firebase/firestore";
import type { Endpoints } from "./http";
import { firstClassIdOf } from "@rink/common";

/** JSON with object keys sorted (and no _id), so two copies of a document compare equal as strings. */
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

/** A move the teacher has not seen yet: `mark` is what identifies its result in one kind of document. */
interface Pending<M> {
  sentAt: number;
  answeredAt: number;
  mark: M;
  order: number;
}

interface Seen<M> {
  at: number;
  mark: M;
}

const KEEP_SEEN = 20;

/** The move-to-teacher figures of one query. */
class Channel<M> {
  latencies: number[] = [];
  /** From the API's answer to the listener (negative when the listener was first). */
  afterAnswer: number[] = [];
  unseen = 0;
  changes = 0;
  private seen = new Map<string, Seen<M>[]>();
  private pending = new Map<string, Pending<M>[]>();

  /** `covers(seen, move)`: the document seen holds the move's result (or a later one). */
  constructor(private readonly covers: (seen: M, move: M) => boolean) {}

  moved(studentId: string, sentAt: number, answeredAt: number, mark: M, order: number): void {
    const seen = this.seen.get(studentId)?.find((s) => s.at >= sentAt && this.covers(s.mark, mark));
    if (seen) {
      this.latencies.push(seen.at - sentAt);
      this.afterAnswer.push(seen.at - answeredAt);
      return;
    }
    const list = this.pending.get(studentId) ?? [];
    list.push({ sentAt, answeredAt, mark, order });
    this.pending.set(studentId, list);
  }

  arrived(studentId: string, at: number, mark: M): void {
    this.changes++;
    const seen = this.seen.get(studentId) ?? [];
    seen.push({ at, mark });
    if (seen.length > KEEP_SEEN) seen.shift();
    this.seen.set(studentId, seen);
    const list = this.pending.get(studentId);
    if (!list) return;
    // The newest move this document covers; every older move of the student is covered too.
    const newest = list.filter((p) => this.covers(mark, p.mark)).at(-1);
    if (!newest) return;
    for (const p of list.filter((p) => p.order <= newest.order)) {
      this.latencies.push(at - p.sentAt);
      this.afterAnswer.push(at - p.answeredAt);
    }
    this.pending.set(studentId, list.filter((p) => p.order > newest.order));
  }

  pendingCount(): number {
    let count = 0;
    for (const list of this.pending.values()) count += list.length;
    return count;
  }

  reset(): void {
    this.latencies = [];
    this.afterAnswer = [];
    this.unseen = 0;
    this.changes = 0;
  }

  giveUp(): void {
    this.unseen += this.pendingCount();
    this.pending.clear();
  }
}

export interface ChannelFigures {
  latencies: number[];
  afterAnswer: number[];
  unseen: number;
  changes: number;
}

export class TeacherWatch {
  /** The game documents: a move's result is the exact document the API answered. */
  private students = new Channel<string>((seen, move) => seen === move);
  /** The progress documents: a move's mark is the wall-clock time it was sent. */
  private progress = new Channel<number>((seen, move) => seen >= move);
  private order = 0;
  private unsubscribes: Unsubscribe[] = [];
  private apps: FirebaseApp[] = [];
  private watchingStudents = false;
  /** Documents the listeners' first snapshots held (the class as the dashboard opened): each a billed read. */
  initialDocuments = 0;

  /**
   * Signs in as the teacher and listens to studentProgress, as the live views do; with
   * `students`, also to the game documents, from a second client (its own connection, as a
   * second tab would be), so one query's traffic never holds up the other's.
   */
  async start(endpoints: Endpoints, teacher: { uid: string; email: string; password: string }, { students }: { students: boolean }): Promise<void> {
    const progressDb = await this.client(endpoints, teacher, "progress");
    const waits = [
      this.listen(progressDb, "studentProgress", teacher.uid, (id, at, data) => {
        const lastActiveAt = data.lastActiveAt;
        if (typeof lastActiveAt === "number") this.progress.arrived(id, at, lastActiveAt);
      }),
    ];
    if (students) {
      this.watchingStudents = true;
      const studentsDb = await this.client(endpoints, teacher, "students");
      waits.push(this.listen(studentsDb, "students", teacher.uid, (id, at, data) => this.students.arrived(id, at, canonical(data))));
    }
    await Promise.all(waits);
  }

  private async client(endpoints: Endpoints, teacher: { uid: string; email: string; password: string }, name: string): Promise<Firestore> {
    const app = initializeApp({ projectId: endpoints.projectId, apiKey: "demo-api-key" }, `teacher-${teacher.uid}-${name}`);
    this.apps.push(app);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${endpoints.authEmulatorHost}`, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, teacher.email, teacher.password);
    const db = getFirestore(app);
    const [host = "127.0.0.1", port = "8080"] = endpoints.firestoreEmulatorHost.split(":");
    connectFirestoreEmulator(db, host, Number(port));
    return db;
  }

  /** Listens to `collectionName` where classId is the teacher's one class (the rules allow nothing wider); resolves on the first snapshot. */
  private listen(db: Firestore, collectionName: string, teacherId: string, onChange: (id: string, at: number, data: Record<string, unknown>) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      let first = true;
      const handle = (snapshot: QuerySnapshot) => {
        const at = Date.now();
        if (first) this.initialDocuments += snapshot.size;
        first = false;
        for (const change of snapshot.docChanges()) if (change.type !== "removed") onChange(change.doc.id, at, change.doc.data());
        resolve();
      };
      this.unsubscribes.push(onSnapshot(query(collection(db, collectionName), where("classId", "==", firstClassIdOf(teacherId))), handle, reject));
    });
  }

  /** Resets the figures for a new round (the listeners keep running). */
  resetFigures(): void {
    this.students.reset();
    this.progress.reset();
  }

  /** The API answered at `answeredAt` a move sent at `sentAt` (both Date.now()) with `state`. */
  moved(studentId: string, sentAt: number, answeredAt: number, state: unknown): void {
    const order = ++this.order;
    if (this.watchingStudents) this.students.moved(studentId, sentAt, answeredAt, canonical(state), order);
    this.progress.moved(studentId, sentAt, answeredAt, sentAt, order);
  }

  /** Waits up to `ms` for moves still on their way to the listeners, then counts the rest as unseen. */
  async drain(ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (this.students.pendingCount() + this.progress.pendingCount() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    this.students.giveUp();
    this.progress.giveUp();
  }

  figures(): { students: ChannelFigures; progress: ChannelFigures } {
    const of = <M,>(c: Channel<M>): ChannelFigures => ({ latencies: [...c.latencies], afterAnswer: [...c.afterAnswer], unseen: c.unseen, changes: c.changes });
    return { students: of(this.students), progress: of(this.progress) };
  }

  async stop(): Promise<void> {
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    await Promise.all(this.apps.map((app) => deleteApp(app)));
  }
}
