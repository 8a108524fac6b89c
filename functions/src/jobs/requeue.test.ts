// A look at a job whose worker died puts it back in the queue (lease.ts's requeueOnLook), and a
// requeue that fails (the job's document locked by a transaction a killed worker left open) fails
// nothing: the look gets its answer and the sweeper goes on. Firestore is replaced by job
// documents whose transactions can be made to fail the way the emulator's do.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

interface Job {
  state: string;
  leaseUntil: number;
  updatedAt: number;
  kind?: string;
}
const jobs = new Map<string, Job>();
/** Jobs whose document a dead transaction holds: a transaction on them is aborted. */
const locked = new Set<string>();

const lockTimeout = () => Object.assign(new Error("10 ABORTED: Transaction lock timeout."), { code: 10 });

vi.mock("../lib/admin", () => ({
  db: () => ({
    collection: () => ({
      doc: (id: string) => ({ id }),
      where: () => ({
        get: async () => ({
          docs: [...jobs].filter(([, job]) => job.state === "queued" || job.state === "running").map(([id, job]) => ({ id, data: () => ({ ...job }), get: (field: keyof Job) => job[field] })),
        }),
      }),
    }),
    runTransaction: async (run: (tx: unknown) => Promise<unknown>) => {
      const touched: string[] = [];
      const tx = {
        get: async (ref: { id: string }) => {
          touched.push(ref.id);
          if (locked.has(ref.id)) throw lockTimeout();
          const job = jobs.get(ref.id);
          return { data: () => (job ? { ...job } : undefined) };
        },
        update: (ref: { id: string }, fields: Partial<Job>) => jobs.set(ref.id, { ...jobs.get(ref.id)!, ...fields }),
      };
      return run(tx);
    },
  }),
}));

const { requeueOnLook } = await import("./lease");
const { sweepJobs } = await import("./sweep");

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const deadWorkers = (): Job => ({ state: "running", leaseUntil: NOW - 1_000, updatedAt: NOW - 70_000, kind: "upload" });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  jobs.clear();
  locked.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a look at a job whose worker died", () => {
  it("puts it back in the queue", async () => {
    jobs.set("a", deadWorkers());
    expect(await requeueOnLook("a")).toBe(true);
    expect(jobs.get("a")?.state).toBe("queued");
  });

  it("leaves a job whose worker still holds it", async () => {
    jobs.set("a", { ...deadWorkers(), leaseUntil: NOW + 1_000 });
    expect(await requeueOnLook("a")).toBe(false);
    expect(jobs.get("a")?.state).toBe("running");
  });

  it("still answers when the job's document is locked, leaving the requeue to the next look, and says so in the log", async () => {
    jobs.set("a", deadWorkers());
    locked.add("a");
    await expect(requeueOnLook("a")).resolves.toBe(false);
    expect(jobs.get("a")?.state).toBe("running");
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("Transaction lock timeout"));
    locked.delete("a");
    expect(await requeueOnLook("a")).toBe(true);
  });

  it("lets the sweeper requeue every other job when one is locked", async () => {
    jobs.set("a", deadWorkers());
    jobs.set("b", deadWorkers());
    locked.add("a");
    expect(await sweepJobs(NOW)).toEqual({ requeued: 1, ran: 0 });
    expect([jobs.get("a")?.state, jobs.get("b")?.state]).toEqual(["running", "queued"]);
  });
});
