// One round of a lesson: a class logs in together, then each student plays a whole
// season through the API, with no pause (burst) or a move every few seconds (paced).
import os from "node:os";
import { isCurrentUserAnswer, isLoginAnswer, isStoredStudent, isUpdateStudentAnswer, type StoredStudent } from "@rink/common";
import type { StudentLogin } from "./classroom";
import type { Move } from "@rink/game";
import { call, idTokenOf, type Endpoints } from "./http";
import type { ChannelFigures, TeacherWatch } from "./listener";
import { SeasonPlayer } from "../../testing/season-player";
import { Recorder } from "./stats";
import { WriteCounter } from "./writes";

export interface RoundOptions {
  name: string;
  endpoints: Endpoints;
  students: readonly StudentLogin[];
  /** Seconds between one student's moves (each pause drawn from 0.5x to 1.5x); 0 for a burst. */
  pacedSeconds: number;
  watch: TeacherWatch;
  loginsOnly: boolean;
}

export interface RoundResult {
  name: string;
  recorder: Recorder;
  seconds: number;
  seasonsFinished: number;
  failedStudents: number;
  loadBefore: number[];
  loadAfter: number[];
  /** Move to teacher, on the students query and on the studentProgress query. */
  watched: { students: ChannelFigures; progress: ChannelFigures };
  /** The documents each move wrote. */
  writes: WriteCounter;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_MOVES = 200;

async function logIn(recorder: Recorder, endpoints: Endpoints, student: StudentLogin): Promise<{ idToken: string; state: StoredStudent }> {
  const login = await call(recorder, "login (student)", endpoints, "POST", "/auth/student/login", { body: { userName: student.userName, password: student.password } });
  if (!isLoginAnswer(login.body)) throw new Error("login answered no token");
  const idToken = await idTokenOf(recorder, endpoints, login.body.token);
  const me = await call(recorder, "current user", endpoints, "GET", "/auth/user", { token: idToken });
  if (!isCurrentUserAnswer(me.body) || !isStoredStudent(me.body.data)) throw new Error("current user answered no student document");
  return { idToken, state: me.body.data };
}

/**
 * Plays the student's season to its end, then logs out as the web client does: it saves the
 * time spent first (a recordTimeSpent move of the time since login). Answers whether the
 * season ended.
 */
async function playSeason(options: RoundOptions, recorder: Recorder, writes: WriteCounter, student: StudentLogin, idToken: string, first: StoredStudent): Promise<boolean> {
  const player = new SeasonPlayer();
  const loggedInAt = Date.now();
  let state = first;
  const send = async (move: Move) => {
    if (options.pacedSeconds > 0) await sleep(options.pacedSeconds * 1000 * (0.5 + Math.random()));
    const sentAt = Date.now();
    const answer = await call(recorder, `move ${move.type}`, options.endpoints, "PUT", `/student/${student._id}`, { token: idToken, body: { move } });
    if (!isUpdateStudentAnswer(answer.body)) throw new Error(`move ${move.type} answered no student`);
    const answeredAt = Date.now();
    writes.moved(student.userName, state, answer.body.updatedStudent, sentAt, answeredAt);
    state = answer.body.updatedStudent;
    options.watch.moved(student._id, sentAt, answeredAt, state);
  };
  for (let count = 0; count < MAX_MOVES; count++) {
    const move = player.next(state, Math.floor(Math.random() * 6));
    if (move === null) {
      await send({ type: "recordTimeSpent", ms: Math.max(1, Date.now() - loggedInAt) });
      return state.season.inTransition;
    }
    await send(move);
  }
  return false;
}

export async function runRound(options: RoundOptions): Promise<RoundResult> {
  const recorder = new Recorder();
  const writes = new WriteCounter();
  options.watch.resetFigures();
  const loadBefore = os.loadavg();
  const started = performance.now();
  let seasonsFinished = 0;
  let failedStudents = 0;
  // Everyone starts at the same moment, as a class told "log in now" does.
  await Promise.all(
    options.students.map(async (student) => {
      try {
        const { idToken, state } = await logIn(recorder, options.endpoints, student);
        if (options.loginsOnly) return;
        if (options.pacedSeconds > 0) await sleep(Math.random() * options.pacedSeconds * 1000);
        if (await playSeason(options, recorder, writes, student, idToken, state)) seasonsFinished++;
      } catch (error) {
        failedStudents++;
        if (recorder.errorMessages.length < 10) recorder.errorMessages.push(`${student.userName}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  await options.watch.drain(60_000);
  return {
    name: options.name,
    recorder,
    seconds: (performance.now() - started) / 1000,
    seasonsFinished,
    failedStudents,
    loadBefore,
    loadAfter: os.loadavg(),
    watched: options.watch.figures(),
    writes,
  };
}
