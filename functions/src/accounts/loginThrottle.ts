// Anti-automation for the three logins (docs/decisions.md#d32). State lives in
// Firestore, not in a worker's memory: the local stack runs several function workers and
// production many instances, and every one of them must see the same counts.
//
//  - Per account: keyed by the identifier as typed (trimmed, lower-cased), so an unknown
//    username is counted exactly like a real one and no answer tells them apart. Each try is
//    counted as a failure before the password is checked (in a transaction), so a burst of
//    parallel guesses cannot all slip through before the first failure is written; a success
//    deletes the count again. From the FREE_LOGIN_TRIES-th failure on, the account waits
//    (loginWaitMs in @rink/common), and during the wait even the right password is refused.
//  - Per client address: failed logins in a fixed window, wide enough for a whole class behind
//    one school address, low enough to stop a spray of guesses across many usernames.
//
// Every document carries `expiresAt`, the field of the TTL policy in firestore.indexes.json, so
// production deletes the old ones; until TTL gets to one, it is read as if it were gone.
import { createHash } from "node:crypto";
import { z } from "zod";
import { Timestamp } from "firebase-admin/firestore";
import { FIRST_LOGIN_WAIT_MS, loginWaitMs, tooManyTriesMessage, usernameKey, waitSeconds, type Role } from "@rink/common";
import { db } from "../lib/admin";
import { HttpError } from "../lib/httpError";
import { COLLECTIONS } from "../firestore/collections";
import { zodConverter } from "../firestore/converter";
import { waitMs } from "../lib/testWait";

/** Failed logins one address may make in one window before every login from it waits for the window's end. */
const ADDRESS_FAILURE_LIMIT = 100;
const ADDRESS_WINDOW_MS = 15 * 60_000;
/** How long an account's failures are remembered after the last one. */
const ACCOUNT_MEMORY_MS = 24 * 60 * 60_000;

const timestamp = z.custom<Timestamp>((value) => value instanceof Timestamp);
const accountSchema = z.object({ failures: z.number(), waitUntilMs: z.number(), expiresAt: timestamp });
const addressSchema = z.object({ windowStartMs: z.number(), failures: z.number(), expiresAt: timestamp });
type AccountState = z.infer<typeof accountSchema>;
type AddressState = z.infer<typeof addressSchema>;

// Document ids are hashes: any typed text is a valid id, and no username or address is stored in the clear.
const idOf = (text: string) => createHash("sha256").update(text).digest("hex");
const accountRef = (identifier: string) =>
  db().collection(COLLECTIONS.loginThrottles).withConverter(zodConverter(accountSchema)).doc(idOf(usernameKey(identifier)));
const addressRef = (address: string) => db().collection(COLLECTIONS.loginAddresses).withConverter(zodConverter(addressSchema)).doc(idOf(address));

/** The first wait, which the emulator's tests may shorten (RINK_LOGIN_FIRST_WAIT_MS) so a test can see a wait end. */
const firstWaitMs = () => waitMs(FIRST_LOGIN_WAIT_MS, "RINK_LOGIN_FIRST_WAIT_MS");

function tooManyTries(role: Role, waitMs: number): HttpError {
  return new HttpError(429, tooManyTriesMessage(role, waitMs), { "Retry-After": String(waitSeconds(waitMs)) });
}

const live = <T extends { expiresAt: Timestamp }>(state: T | undefined, now: number): T | undefined =>
  state && state.expiresAt.toMillis() > now ? state : undefined;

/** A login under way: the caller reports how it ended. */
interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Lets a login go on to the password check, or throws 429 with Retry-After while the address
 * or the account must wait. The try is counted against the account before it is checked.
 */
export async function beginLoginAttempt(role: Role, identifier: string, address: string): Promise<LoginAttempt> {
  const addressState = live((await addressRef(address).get()).data(), Date.now());
  if (addressState && addressState.failures >= ADDRESS_FAILURE_LIMIT) {
    const waitMs = addressState.windowStartMs + ADDRESS_WINDOW_MS - Date.now();
    if (waitMs > 0) throw tooManyTries(role, waitMs);
  }

  const account = accountRef(identifier);
  await db().runTransaction(async (tx) => {
    const now = Date.now();
    const before = live((await tx.get(account)).data(), now);
    if (before && before.waitUntilMs > now) throw tooManyTries(role, before.waitUntilMs - now);
    const failures = (before?.failures ?? 0) + 1;
    const after: AccountState = {
      failures,
      waitUntilMs: now + loginWaitMs(failures, firstWaitMs()),
      expiresAt: Timestamp.fromMillis(now + ACCOUNT_MEMORY_MS),
    };
    tx.set(account, after);
  });

  return {
    // A success clears the account's count (the address's failures stay: they were failures).
    succeeded: async () => {
      await account.delete();
    },
    // The account's count is already written; a lost address count must not turn a 401 into a 500.
    failed: () => countAddressFailure(address).catch((error: unknown) => console.warn("Could not count a failed login for its address", error)),
  };
}

async function countAddressFailure(address: string): Promise<void> {
  const ref = addressRef(address);
  await db().runTransaction(async (tx) => {
    const now = Date.now();
    const before = live((await tx.get(ref)).data(), now);
    const current = before && now - before.windowStartMs < ADDRESS_WINDOW_MS ? before : undefined;
    const windowStartMs = current?.windowStartMs ?? now;
    const after: AddressState = {
      windowStartMs,
      failures: (current?.failures ?? 0) + 1,
      expiresAt: Timestamp.fromMillis(windowStartMs + ADDRESS_WINDOW_MS),
    };
    tx.set(ref, after);
  });
}

/** Ends any wait of the account `identifier` names (a teacher gave the student a new password). */
export async function clearLoginWait(identifier: string): Promise<void> {
  await accountRef(identifier).delete();
}

/**
 * Deletes the failure counts of every identifier of an account being removed (its username, a
 * teacher's e-mail too): "deletion leaves nothing", even a count that would expire within a day.
 */
export async function forgetLoginFailures(identifiers: string[]): Promise<void> {
  const keys = identifiers.filter((identifier) => usernameKey(identifier) !== "");
  await Promise.all(keys.map((identifier) => accountRef(identifier).delete()));
}
