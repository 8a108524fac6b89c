// Each lane starts with its files that wait most on the real clock (a whole season's phases, the
// tutorials' slides on their real timers, a job's lease): they leave the CPU idle half their time,
// so they lose least to the other lane, the unit tests and the checks, which all run beside the
// lanes' first minutes (scripts/test.ts). The rest keep Vitest's own order. A stale entry costs
// only time, never a failure.
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Most idle first (vmstat beside each file's time in a run of `npm test`, docs/benchmarks.md). */
export const WAITING_FIRST = [
  "browser/game-tutorials.test.ts",
  "browser/game-full-season.test.ts",
  "browser/teacher-upload-job.test.ts",
  "browser/game-season-dialogs.test.ts",
];

const rankOf = (file: TestSpecification): number => {
  const rank = WAITING_FIRST.indexOf(path.relative(file.project.config.root, file.moduleId).split(path.sep).join("/"));
  return rank === -1 ? WAITING_FIRST.length : rank;
};

export default class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const waiting = files.filter((file) => rankOf(file) < WAITING_FIRST.length).sort((a, b) => rankOf(a) - rankOf(b));
    return [...waiting, ...(await super.sort(files.filter((file) => rankOf(file) === WAITING_FIRST.length)))];
  }
}
