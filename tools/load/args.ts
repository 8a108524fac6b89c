// Flags of `npm run load`.
export type RoundKind = "cold" | "warm" | "paced";

export interface LoadOptions {
  students: number;
  pacedSeconds: number;
  rounds: RoundKind[];
  /** Cold bursts, each on a freshly started stack (the first also runs the other rounds after it). */
  coldRepeats: number;
  /** Use the `npm start` stack already running on the default ports instead of starting one. */
  running: boolean;
  /** Also listen to the students' game documents (a second client), beside studentProgress. */
  watchStudents: boolean;
  /** Only the logins (and the current-user call after each): no season. */
  loginsOnly: boolean;
  /** Instead of the lesson: the background jobs on classes at full size (bigClass.ts). */
  bigClass: boolean;
  /** Instead of one class's rounds: a school of this many classes (school.ts); 0 when not asked. */
  classes: number;
  /** A school's classes start one after another over this many seconds (0: all at once). */
  staggerSeconds: number;
  /** Instead of the lesson: the admin's pages on a seeded programme of this many teachers (programme.ts); 0 when not asked. */
  programmeTeachers: number;
}

const USAGE = `Usage: npm run load -- [--students 30] [--paced-seconds 4] [--rounds cold,warm,paced] [--cold-repeats 1] [--running]
  --students N        class size (each round has its own class of N, uploaded by CSV)
  --paced-seconds S   the paced round's pause between one student's moves (0.5 S to 1.5 S each)
  --rounds LIST       cold: the class logs in as the first thing after the stack starts, then plays a season with no pause;
                      warm: another class does the same on the warm stack; paced: another class plays a move every S seconds
  --cold-repeats R    run the cold burst on R freshly started stacks (each with its own class) and report each p95
  --logins-only       log in (and ask for the current user) but play no season
  --watch-students    the teacher also listens to the students' game documents (second client), beside studentProgress
  --running           use the stack \`npm start\` runs (default ports) rather than starting one; nothing is then cold
  --big-class         instead of a lesson: the upload and delete jobs on classes of 1,500, 800 and 600, workers killed
                      halfway, on a throwaway stack; checks nothing is lost or doubled and the counters, and prints the times
  --programme         instead of a lesson: the admin's pages (totals, list pages, search, a teacher expanded, the CSV) on a
                      programme seeded into a throwaway stack (--teachers, default 2000, with --students each, default 30),
                      or with --running on the stack \`npm run seed:programme\` seeded; p50/p95/max and documents read
  --teachers N        the programme's teachers (with --programme)
  --classes N         instead of the rounds: a school of N teachers, each with a class of --students uploaded by CSV, on a
                      stack started again as \`npm start\` starts it; the classes log in one after another, each class together,
                      then each student plays a season paced (--paced-seconds) with the logout at its end, every teacher's
                      dashboard listening; prints the figures over all classes, the CPU of each process and the counts per lesson
  --stagger-seconds S with --classes: the classes' starts spread evenly over S seconds (default 60; 0: all at once)`;

function usage(problem: string): never {
  console.error(`[load] ${problem}\n${USAGE}`);
  process.exit(2);
}

function wholeNumber(flag: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) usage(`${flag} needs a whole number of at least ${min}`);
  return n;
}

const isRoundKind = (value: string): value is RoundKind => value === "cold" || value === "warm" || value === "paced";

export function parseLoadArgs(argv: readonly string[]): LoadOptions {
  const options: LoadOptions = { students: 30, pacedSeconds: 4, rounds: ["cold", "warm", "paced"], coldRepeats: 1, running: false, loginsOnly: false, watchStudents: false, bigClass: false, programmeTeachers: 0, classes: 0, staggerSeconds: 60 };
  let teachers = 2000;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === "--students") options.students = wholeNumber(flag, value, 1);
    else if (flag === "--cold-repeats") options.coldRepeats = wholeNumber(flag, value, 1);
    else if (flag === "--teachers") teachers = wholeNumber(flag, value, 1);
    else if (flag === "--classes") options.classes = wholeNumber(flag, value, 1);
    else if (flag === "--stagger-seconds") {
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds < 0) usage("--stagger-seconds needs a number of seconds, 0 or more");
      options.staggerSeconds = seconds;
    }
    else if (flag === "--programme") {
      options.programmeTeachers = -1;
      continue;
    }
    else if (flag === "--paced-seconds") {
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds <= 0) usage("--paced-seconds needs a number of seconds above 0");
      options.pacedSeconds = seconds;
    } else if (flag === "--rounds") {
      const rounds = (value ?? "").split(",").map((r) => r.trim());
      const kinds = rounds.filter(isRoundKind);
      if (kinds.length === 0 || kinds.length !== rounds.length) usage("--rounds takes cold, warm and paced, comma-separated");
      options.rounds = kinds;
    } else if (flag === "--running" || flag === "--logins-only" || flag === "--watch-students" || flag === "--big-class") {
      if (flag === "--running") options.running = true;
      else if (flag === "--big-class") options.bigClass = true;
      else if (flag === "--logins-only") options.loginsOnly = true;
      else options.watchStudents = true;
      continue;
    } else if (flag === "--help" || flag === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else usage(`unknown option "${flag}"`);
    i++;
  }
  if (options.bigClass && options.running) usage("--big-class starts a stack of its own (leave out --running)");
  if (options.programmeTeachers === -1) options.programmeTeachers = teachers;
  if (options.classes > 0) {
    if (options.running || options.bigClass || options.programmeTeachers > 0) usage("--classes runs a school on a stack of its own (leave out --running, --big-class and --programme)");
    if (argv.includes("--rounds") || argv.includes("--cold-repeats")) usage("--classes plays one lesson per class (leave out --rounds and --cold-repeats)");
  } else if (argv.includes("--stagger-seconds")) usage("--stagger-seconds goes with --classes");
  if (options.running && options.coldRepeats > 1) usage("--cold-repeats needs stacks of its own (leave out --running)");
  return options;
}
