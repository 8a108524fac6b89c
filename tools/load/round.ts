// One round of a lesson: a class logs in together, then each student plays a whole
// season through the API, with no pause (burst) or a move every few seconds (paced).
import os from "node:os";
import { isApiSuccess, isCurrentUserAnswer, isLoginAnswer, isStoredStudent, isUpdateStudentAnswer, revisionOf, type StoredStudent } from "@rink/common";
import type { StudentLogin } from "./classroom";
import { nextQuestion, type Move } from "@rink/game";
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
  /** Counts the round's writes here instead of in a counter of its own (a school's classes share one). */
  writes?: WriteCounter;
  /** Waits this long before the class logs in (a school's classes start one after another). */
  startAfterMs?: number;
  /** Ends each season with the server logout the web client's Log Out button sends (POST /auth/logout). */
  logOut?: boolean;
  /** Called once per student when their login (with the current-user call after it) has answered or failed. */
  onLoginSettled?: () => void;
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
  /**
   * Writes of the students' own documents, by the server's own count: each student's revision
   * after their last move less the one at login, summed (their progress documents are written in
   * the same batches, as often).
   */
  studentDocumentWrites: number;
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
 * Plays the student's season to its end, with the money check before and after it where the
 * class takes it, then logs out as the web client does: it saves the time spent first (a
 * recordTimeSpent move of the time since login). Answers whether the season ended.
 */
async function playSeason(options: RoundOptions, recorder: Recorder, writes: WriteCounter, student: StudentLogin, idToken: string, first: StoredStudent, counted: (writes: number) => void): Promise<boolean> {
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
    // A registered class takes the money check (docs/learning.md): before the first season and after each.
    const due = nextQuestion(state);
    const move: Move | null = due
      ? { type: "answerCheck", question: due.question.id, choice: Math.floor(Math.random() * due.question.choices.length) }
      : player.next(state, Math.floor(Math.random() * 6));
    if (move === null) {
      await send({ type: "recordTimeSpent", ms: Math.max(1, Date.now() - loggedInAt) });
      counted(revisionOf(state) - revisionOf(first));
      if (options.logOut) {
        const answer = await call(recorder, "logout", options.endpoints, "POST", "/auth/logout", { token: idToken });
        if (!isApiSuccess(answer.body)) throw new Error("logout answered no success");
      }
      return state.season.inTransition;
    }
    await send(move);
  }
  return false;
}

export async function runRound(options: RoundOptions): Promise<RoundResult> {
  const recorder = new Recorder();
  const writes = options.writes ?? new WriteCounter();
  if (options.startAfterMs) await sleep(options.startAfterMs);
  options.watch.resetFigures();
  const loadBefore = os.loadavg();
  const started = performance.now();
  let seasonsFinished = 0;
  let failedStudents = 0;
  let studentDocumentWrites = 0;
  // Everyone starts at the same moment, as a class told "log in now" does.
  await Promise.all(
    options.students.map(async (student) => {
      try {
        const { idToken, state } = await logIn(recorder, options.endpoints, student).finally(() => options.onLoginSettled?.());
        if (options.loginsOnly) return;
        if (options.pacedSeconds > 0) await sleep(Math.random() * options.pacedSeconds * 1000);
        if (await playSeason(options, recorder, writes, student, idToken, state, (count) => (studentDocumentWrites += count))) seasonsFinished++;
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
    studentDocumentWrites,
  };
}
