// `npm run load -- --programme`: the admin's pages on a whole programme (docs/benchmarks.md#a-programme).
// A throwaway stack is seeded with the programme (testing/programme.ts; 2,000 teachers of 30 by
// default), or `--running` uses the `npm start` stack as `npm run seed:programme` left it. Each
// admin call is made over HTTP, through Hosting, as the browser makes it, several times in a row
// (p50, p95, max); the documents each reads are counted by calling the API's own function in this
// process under the read meter (readMeter.ts), as Firestore would bill them.
import os from "node:os";
import { DEFAULT_PORTS, HOST, PROJECT_ID } from "../../scripts/stack/defaults";
import { startThrowawayStack, type ThrowawayStack } from "../../scripts/stack/throwaway";
import { accountsOn } from "../../testing/accounts";
import { seedProgramme } from "../../testing/programme";
import { call, type Endpoints } from "./http";
import { countReads } from "./readMeter";
import { percentile, Recorder } from "./stats";

export interface ProgrammeOptions {
  teachers: number;
  studentsEach: number;
  /** Use the `npm start` stack, seeded by `npm run seed:programme`, instead of a throwaway one. */
  running: boolean;
  /** Calls of each kind (the CSV: a fifth as many, at least 3). */
  samples: number;
}

/** Tags the programme's ids and its schools' names (the same default as `npm run seed:programme`). */
export const PROGRAMME_TAG = "prog";

const log = (line: string) => console.log(`[load] ${line}`);
const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

interface Case {
  name: string;
  path: string;
  /** What the answer shows: rows of a list, figures of the totals. */
  shown: (body: unknown) => number;
  /** The same call in this process, for its reads. */
  direct: () => Promise<unknown>;
  samples: number;
  /** The p95 the admin pages are held to (docs/decisions.md#d77), printed beside the figure. */
  goalMs: number;
}

const rowsShown = (body: unknown) => {
  const data = (body as { data?: { rows?: unknown[]; students?: unknown[] } }).data;
  return data?.rows?.length ?? data?.students?.length ?? 0;
};

export async function runProgramme(options: ProgrammeOptions): Promise<boolean> {
  let throwaway: ThrowawayStack | undefined;
  const addresses = options.running
    ? { projectId: PROJECT_ID, apiUrl: `http://${HOST}:${DEFAULT_PORTS.hosting}/api/v1`, authEmulatorHost: `${HOST}:${DEFAULT_PORTS.auth}`, firestoreEmulatorHost: `${HOST}:${DEFAULT_PORTS.firestore}` }
    : undefined;
  try {
    let endpoints: Endpoints;
    if (addresses) endpoints = addresses;
    else {
      // 60,000 students at full seasons need about 12 GB of the emulator's heap (scripts/stack/firestore-jar.ts).
      process.env.RINK_FIRESTORE_HEAP ??= "16g";
      log(`Starting a throwaway stack (Firestore heap ${process.env.RINK_FIRESTORE_HEAP})...`);
      throwaway = await startThrowawayStack("programme", { log: (line) => log(`stack: ${line}`) });
      // Stopped (and its data removed) however the run ends: a 15 GB emulator left behind would starve the next one.
      const stopping = throwaway;
      for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopping.stop().finally(() => process.exit(130)));
      const { stack } = throwaway;
      endpoints = { projectId: stack.projectId, apiUrl: stack.apiUrl, authEmulatorHost: stack.authEmulatorHost, firestoreEmulatorHost: stack.firestoreEmulatorHost };
    }
    const accounts = await accountsOn(endpoints);
    if (!addresses) {
      log(`Seeding ${options.teachers} teachers with ${options.studentsEach} students each...`);
      const seeded = await seedProgramme(accounts.db(), { teachers: options.teachers, studentsEach: options.studentsEach, tag: PROGRAMME_TAG }, (n) => log(`  ${n} documents written`));
      log(`Seeded ${seeded.teachers} teachers and ${seeded.students} students (${seeded.documents} documents) in ${seeded.seconds.toFixed(1)} s.`);
    }
    const admin = await accounts.makeAdmin();
    const token = await accounts.idTokenWithSession(admin.uid);
    const { teacherPage } = await import("../../functions/src/admin/teacherRows");
    const { totals } = await import("../../functions/src/admin/totals");
    const { classTimeSpent } = await import("../../functions/src/admin/timeSpent");
    const { everyTeacherRow } = await import("../../functions/src/admin/teacherRows");

    // A page deep in the list: the cursor after ten pages.
    let after: string | undefined;
    for (let page = 0; page < 10; page++) after = (await teacherPage({ after })).next ?? after;
    const firstPage = await teacherPage({});
    const someTeacher = firstPage.rows[0]?._id ?? "";
    const searches = ["lincoln", "maya", "twin lakes", "7", `elementary ${PROGRAMME_TAG} 3`];
    let searchTurn = 0;
    const search = () => searches[searchTurn++ % searches.length] ?? "";
    const csvSamples = Math.max(3, Math.round(options.samples / 5));
    const cases: Case[] = [
      { name: "totals", path: "/admin/totals", shown: () => 3, direct: () => totals(), samples: options.samples, goalMs: 500 },
      { name: "teachers, first page", path: "/admin/teachers", shown: rowsShown, direct: () => teacherPage({}), samples: options.samples, goalMs: 1000 },
      { name: "teachers, page 11", path: `/admin/teachers?after=${after ?? ""}`, shown: rowsShown, direct: () => teacherPage({ after }), samples: options.samples, goalMs: 1000 },
      { name: "search", path: "search", shown: rowsShown, direct: () => teacherPage({ search: "lincoln" }), samples: options.samples, goalMs: 1000 },
      { name: "a teacher expanded", path: `/admin/students/timespent?user=${someTeacher}`, shown: rowsShown, direct: () => classTimeSpent(someTeacher), samples: options.samples, goalMs: 1000 },
      {
        name: "CSV of all teachers",
        path: "/admin/teachers.csv",
        shown: (body) => String(body).split("\r\n").length - 1,
        direct: async () => {
          let rows = 0;
          for await (const page of everyTeacherRow(undefined, 500)) rows += page.length;
          return rows;
        },
        samples: csvSamples,
        goalMs: 10_000,
      },
    ];

    const recorder = new Recorder();
    const lines: string[][] = [];
    let ok = true;
    log(`Load average before: ${os.loadavg().map((v) => v.toFixed(2)).join(" ")}; ${os.cpus().length} cores.`);
    for (const each of cases) {
      const times: number[] = [];
      let shown = 0;
      for (let i = 0; i < each.samples + 1; i++) {
        const path = each.path === "search" ? `/admin/teachers?search=${encodeURIComponent(search())}` : each.path;
        const started = performance.now();
        const answer = await call(recorder, each.name, endpoints, "GET", path, { token }).catch((error: unknown) => {
          ok = false;
          log(`  ${each.name}: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        });
        // The first call of each kind warms its code path and is not counted.
        if (i > 0) times.push(performance.now() - started);
        if (answer) shown = Math.max(shown, each.shown(answer.body));
      }
      log(`  ${each.name}: ${times.length} timed, p50 ${ms(percentile([...times].sort((a, b) => a - b), 50))}`);
      const { reads, value } = await countReads(each.direct);
      const directShown = typeof value === "number" ? value : each.shown({ data: value });
      const sorted = times.sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      lines.push([each.name, String(sorted.length), ms(percentile(sorted, 50)), ms(p95), ms(sorted.at(-1) ?? 0), `${p95 <= each.goalMs ? "≤" : "OVER"} ${ms(each.goalMs)}`, String(each.name === "totals" ? 3 : directShown || shown), String(reads)]);
    }
    const header = ["request", "count", "p50", "p95", "max", "p95 goal", "shown", "documents read"];
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
    const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
    console.log(`\n== the admin's pages on a programme${addresses ? " (running stack)" : ` of ${options.teachers} teachers and ${options.teachers * options.studentsEach} students`}`);
    console.log([format(header), format(widths.map((w) => "-".repeat(w))), ...lines.map(format)].join("\n"));
    console.log("(documents read: as Firestore bills them, counted on the same call made in this process; a list page reads one teacher more than it shows, to know whether a page follows, each shown class's ten time counters, and a count)");
    log(`Load average after: ${os.loadavg().map((v) => v.toFixed(2)).join(" ")}.`);
    for (const message of recorder.errorMessages) log(`   error: ${message}`);
    return ok && recorder.errors === 0;
  } finally {
    await throwaway?.stop();
  }
}
