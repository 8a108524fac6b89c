// `npm run seed:programme -- --teachers 2000 --students 30`: a whole programme into the running
// `npm start` stack's emulators (testing/programme.ts says what is written), for the admin's pages
// at scale. Running it again writes the same documents again (fixed ids), so nothing doubles.
// `npm start -- --fresh` takes it out again.
import { DEFAULT_PORTS, HOST, PROJECT_ID } from "../../scripts/stack/defaults";
import { seedProgramme } from "../../testing/programme";

const USAGE = "Usage: npm run seed:programme -- [--teachers 2000] [--students 30] [--tag prog]   (into the stack `npm start` runs)";

function parse(argv: readonly string[]): { teachers: number; studentsEach: number; tag: string } {
  const options = { teachers: 2000, studentsEach: 30, tag: "prog" };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value = ""] = [argv[i], argv[i + 1]];
    const n = Number(value);
    if (flag === "--teachers" && Number.isInteger(n) && n >= 1) options.teachers = n;
    else if (flag === "--students" && Number.isInteger(n) && n >= 0 && n <= 100) options.studentsEach = n;
    else if (flag === "--tag" && /^[a-z][a-z0-9]{0,11}$/.test(value)) options.tag = value;
    else {
      console.error(`[seed:programme] ${flag === "--help" ? "" : `"${flag} ${value}" is not an option this takes. `}${USAGE}`);
      process.exit(flag === "--help" ? 0 : 2);
    }
  }
  return options;
}

const options = parse(process.argv.slice(2));
process.env.GCLOUD_PROJECT = PROJECT_ID;
process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${DEFAULT_PORTS.firestore}`;
const { db } = await import("../../functions/src/lib/admin");
const reachable = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/`).then(
  () => true,
  () => false,
);
if (!reachable) {
  console.error(`[seed:programme] No Firestore emulator answers at ${process.env.FIRESTORE_EMULATOR_HOST}: start the product with \`npm start\` first.`);
  process.exit(1);
}
console.log(`[seed:programme] ${options.teachers} teachers, ${options.studentsEach} students each, ids and schools tagged "${options.tag}"...`);
const seeded = await seedProgramme(db(), { teachers: options.teachers, studentsEach: options.studentsEach, tag: options.tag }, (n) => console.log(`[seed:programme]   ${n} documents written`));
console.log(
  `[seed:programme] Seeded ${seeded.teachers} teachers and ${seeded.students} students (${seeded.documents} documents, ${(seeded.timeSpentMs / 3_600_000).toFixed(1)} hours played) in ${seeded.seconds.toFixed(1)} s.`,
);
process.exit(0);
