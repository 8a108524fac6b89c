// Each lane starts with its files that wait most on the real clock (a whole season's phases, the
// tutorials' slides on their real timers, a job's lease): they leave the CPU idle half their time,
// so they lose least to the other lane, the unit tests and the checks, which all run beside the
// lanes' first minutes (scripts/test.ts). The browser files the side lane takes from the other
// lane go last, in the order support/lanes.ts gives. The rest keep Vitest's own order. A stale
// entry costs only time, never a failure.
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { SIDE_LANE_LAST_FILES } from "./lanes";

/** Most idle first (vmstat beside each file's time in a run of `npm test`, docs/benchmarks.md). */
export const WAITING_FIRST = [
  "browser/game-tutorials.test.ts",
  "browser/game-full-season.test.ts",
  "browser/teacher-upload-job.test.ts",
  "browser/game-season-dialogs.test.ts",
];

const nameOf = (file: TestSpecification): string => path.relative(file.project.config.root, file.moduleId).split(path.sep).join("/");

/** Files of `order` among `files`, in that order. */
const inOrder = (files: TestSpecification[], order: string[]): TestSpecification[] =>
  files.filter((file) => order.includes(nameOf(file))).sort((a, b) => order.indexOf(nameOf(a)) - order.indexOf(nameOf(b)));

export default class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rest = files.filter((file) => !WAITING_FIRST.includes(nameOf(file)) && !SIDE_LANE_LAST_FILES.includes(nameOf(file)));
    return [...inOrder(files, WAITING_FIRST), ...(await super.sort(rest)), ...inOrder(files, SIDE_LANE_LAST_FILES)];
  }
}
