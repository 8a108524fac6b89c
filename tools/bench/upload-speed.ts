// How long a teacher waits for a class list of a normal size: from the click on "Upload 30
// Students" in the Upload CSV dialog to "Students Added Successfully" on the screen, as the
// teacher sees it in headless Chromium. A benchmark, not a test: it starts the local stack on
// free ports, and each run is a new teacher with an empty class uploading a new 30-row file: that
// teacher's first upload. Nothing warms up before the measure (a teacher's first upload is the one a
// class waits for): the first RUNS teachers meet the fresh stack, the next RUNS the same stack warm.
//
// Run: npm run bench (after the others), or node --import tsx tools/bench/upload-speed.ts [rows] [runs]
import { chromiumPath, openChromiumProfile } from "../../testing/chromium";
import { accountsOn, unique } from "../../testing/accounts";
import { median, startMeasureStack } from "../measure-stack";

const ROWS = Number(process.argv[2] ?? 30);
const RUNS = Number(process.argv[3] ?? 5);

/** A class list of `rows` new names, letters only. */
function classList(rows: number): Buffer {
  const family = `Bench${unique().replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)] ?? "q")}`;
  const lines = Array.from({ length: rows }, (_, i) => `Skater${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))},${family}`);
  return Buffer.from(["firstName,lastName", ...lines].join("\n"));
}

console.log(`upload-speed: ${ROWS} rows, ${RUNS} new teachers on a fresh stack, then ${RUNS} on it warm, no warm-up; starting the test stack...`);
const { stack, stop } = await startMeasureStack("bench", () => undefined);
const fresh: number[] = [];
const warm: number[] = [];
try {
  const { makeTeacher } = await accountsOn(stack);
  console.log(`Chromium: ${chromiumPath()}`);
  for (let run = 0; run < 2 * RUNS; run++) {
    const teacher = await makeTeacher({ label: "upload" });
    const profile = await openChromiumProfile();
    try {
      const { page } = profile;
      await page.goto(`${stack.hostingUrl}/login/teacher`);
      await page.getByLabel("Username or Email").fill(teacher.userName);
      await page.getByLabel("Password").fill(teacher.password);
      await page.getByRole("button", { name: "Log In" }).click();
      await page.getByText("No Students to Display").waitFor({ timeout: 60_000 });
      await page.getByRole("tab", { name: "Students" }).click();
      await page.getByRole("button", { name: "Upload CSV", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Upload CSV" });
      await page.locator('input[type="file"]').setInputFiles({ name: "class.csv", mimeType: "text/csv", buffer: classList(ROWS) });
      const send = dialog.getByRole("button", { name: `Upload ${ROWS} Students` });
      await send.waitFor({ timeout: 20_000 });
      const clickedAt = performance.now();
      await send.click();
      await dialog.getByText("Students Added Successfully").waitFor({ timeout: 120_000 });
      const seconds = (performance.now() - clickedAt) / 1000;
      console.log(`  teacher ${run + 1} (${run < RUNS ? "fresh" : "warm"} stack), first upload: ${seconds.toFixed(2)} s`);
      (run < RUNS ? fresh : warm).push(seconds);
    } finally {
      await profile.close();
    }
  }
  const line = (what: string, times: number[]) =>
    `${what}: median ${median(times).toFixed(2)} s of ${times.length} (min ${Math.min(...times).toFixed(2)}, max ${Math.max(...times).toFixed(2)})`;
  console.log(`upload-speed: ${ROWS} rows, a new teacher's first upload, click to "Students Added Successfully"`);
  console.log(`  ${line("fresh stack", fresh)}`);
  console.log(`  ${line("warm stack", warm)}`);
} finally {
  await stop();
}
