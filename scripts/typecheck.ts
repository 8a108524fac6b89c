// `npm run typecheck`: every folder's code type-checked, two `tsc` at a time (as many as the machine
// has cores), the longest first: on two cores that took 220 s against 294 s one after another (under
// load), for the same CPU. Not `tsc -b`: each folder imports the others' sources (the workspaces
// resolve to src/), so a build of references would check them again all the same, in one process.
// Folders whose compiler options are the same share one program (tsconfig.node.json,
// tsconfig.pure.json), so the sources they import from each other are checked once, not per folder;
// web/ (the DOM, JSX) and e2e/ (Node and the DOM) have options of their own.
// Each check's output is printed whole when it ends, so two never mix.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./stack/defaults";

const TSC = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
// Longest first (CPU seconds measured on the 2-core machine), so the pool ends together.
// Node code: functions/, tools/, scripts/, testing/. Pure: game/, common/.
const PROJECTS = ["web", "tsconfig.node.json", "e2e", "tsconfig.pure.json"];

function typecheck(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, "-p", project], { cwd: ROOT });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("close", (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.log(`tsc -p ${project} failed`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results: boolean[] = [];
async function worker(): Promise<void> {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await typecheck(project));
}
await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), PROJECTS.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
