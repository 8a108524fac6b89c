// With two lanes (scripts/e2e-lanes.ts) a run ends when its last file does: the longest files
// start first, so no long one starts alone at the end. The list is of files over 40 s on this
// 2-core machine (docs/benchmarks.md, `npm test`); a stale entry costs only balance. The rest
// keep Vitest's own order (the longest first once its cache knows their times).
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONGEST_FIRST = [
  "browser/game-full-season.test.ts",
  "stack/restart.test.ts",
  "browser/game-season-screen.test.ts",
  "browser/teacher-upload-job.test.ts",
  "browser/game-tutorials.test.ts",
  "browser/game-student-screens.test.ts",
  "api/students/upload-job.test.ts",
  "browser/game-scout.test.ts",
  "browser/teacher-first-lesson.test.ts",
  "browser/teacher-dashboard.test.ts",
  "browser/game-season-dialogs.test.ts",
  "browser/game-season.test.ts",
  "api/admin/delete-job.test.ts",
  "api/auth/throttle.test.ts",
  "browser/auth-login.test.ts",
];

const rankOf = (file: TestSpecification): number => {
  const rank = LONGEST_FIRST.indexOf(path.relative(file.project.config.root, file.moduleId).split(path.sep).join("/"));
  return rank === -1 ? LONGEST_FIRST.length : rank;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = files.filter((file) => rankOf(file) < LONGEST_FIRST.length).sort((a, b) => rankOf(a) - rankOf(b));
    return [...known, ...(await super.sort(files.filter((file) => rankOf(file) === LONGEST_FIRST.length)))];
  }
}
