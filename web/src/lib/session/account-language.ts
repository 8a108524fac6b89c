// The signed-in account's language and the device's (docs/decisions.md#d81). The screens speak the
// device's language (i18n/language-setting.ts); an account's own choice, else (a student) the
// class's default, is adopted into it once known, and a device's choice is saved to an account
// that has none yet, once. Where the account's languages come from:
// - a student: their own live document (students/{uid}: `language`, and `classLanguage`, which
//   the server copies there from the teacher), read by play/student (StudentLanguage.tsx);
// - a teacher or an admin: GET /auth/user, read once per account and page load here
//   (useStaffAccountLanguages), and kept up to date by the choosers that change it.
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { isCurrentUserAnswer, isMessageAnswer, languageFor, type Language, type Role } from '@rink/common';
import { apiRequest } from '@/lib/api-client';
import { chosenDeviceLanguage, setDeviceLanguage } from '@/i18n/language-setting';
import { SessionContext } from './session';

/** What an account says about its language: its own choice and, for a student, the class's default. */
export interface AccountLanguages {
  own?: Language;
  classDefault?: Language;
}

/** What to do once an account's languages are known. */
type LanguageStep = { kind: 'adopt'; language: Language } | { kind: 'save'; language: Language } | { kind: 'none' };

/**
 * The adoption rule: the account's own language, else the class's default, becomes the device's
 * (languageFor: own ?? class ?? device). An account with neither takes the device's choice, if
 * the device has made one (the login page's chooser), saved as its own. A student whose class has
 * a default is not given the device's choice: on a classroom's shared computer it may be the
 * previous student's, and the teacher's default comes first.
 */
export function languageStep(account: AccountLanguages, chosenOnDevice: Language | undefined): LanguageStep {
  if (account.own ?? account.classDefault) return { kind: 'adopt', language: languageFor(account.own, account.classDefault, chosenOnDevice) };
  if (chosenOnDevice) return { kind: 'save', language: chosenOnDevice };
  return { kind: 'none' };
}

/** PUT /auth/user/language: the signed-in person's own language. */
export async function saveOwnLanguage(language: Language): Promise<void> {
  await apiRequest('PUT', '/auth/user/language', isMessageAnswer, { body: { language } });
}

/** PUT /auth/user/class-language: a teacher's default for the class; answers the server's words. */
export async function saveClassLanguage(language: Language): Promise<string> {
  const answer = await apiRequest('PUT', '/auth/user/class-language', isMessageAnswer, { body: { language } });
  return answer.message;
}

// ---- What this page knows of each account -------------------------------------------------

/**
 * The language each account said last (own ?? class default): adopted when it changes, not again
 * on every render or remount, so an older view of the account (a remount's, a snapshot from
 * before a save) never takes back a choice just made on this device.
 */
const seen = new Map<string, Language>();
/** Accounts given the device's choice on this page (once each). */
const offered = new Set<string>();
/** Teachers' and admins' languages as GET /auth/user answered them, then as changed here. */
const staffAccounts = new Map<string, AccountLanguages>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function updateStaffAccount(uid: string, change: AccountLanguages): void {
  const known = staffAccounts.get(uid);
  if (!known) return;
  staffAccounts.set(uid, { ...known, ...change });
  changed();
}

/**
 * The person chose `language` (LanguageChooser): it is theirs now, so nothing adopts an older
 * value over it while the save is on its way (a live snapshot from before it, say).
 */
export function noteOwnLanguageChosen(uid: string, language: Language): void {
  offered.add(uid);
  updateStaffAccount(uid, { own: language });
}

/** The teacher set the class's default (ClassLanguageSetting), as the server now has it. */
export function noteClassLanguageSaved(uid: string, language: Language): void {
  updateStaffAccount(uid, { classDefault: language });
}

/** Reads a teacher's or an admin's languages once (GET /auth/user); a failed read is tried again by the next screen that asks. */
function loadStaffAccount(uid: string): void {
  if (staffAccounts.has(uid) || loading.has(uid)) return;
  const read = apiRequest('GET', '/auth/user', isCurrentUserAnswer)
    .then(({ data }) => {
      if (data._id !== uid) return;
      staffAccounts.set(uid, { own: data.language, classDefault: data.role === 'teacher' ? data.classLanguage : undefined });
      changed();
    })
    .catch((error: unknown) => console.warn('Could not read the account’s language', error))
    .finally(() => loading.delete(uid));
  loading.set(uid, read);
}

/** Forgets what this page knew of every account (a test's fresh start). */
export function forgetAccountLanguages(): void {
  seen.clear();
  offered.clear();
  staffAccounts.clear();
  loading.clear();
  changed();
}

// ---- The hooks ------------------------------------------------------------------------------

/**
 * Applies the adoption rule (languageStep) for the signed-in account `uid` once its languages
 * are known (`account` null until then), and again whenever they change (a teacher sets the
 * class's default in the middle of a lesson).
 */
export function useAccountLanguage(uid: string | null, account: AccountLanguages | null): void {
  const own = account?.own;
  const classDefault = account?.classDefault;
  const known = account !== null;
  useEffect(() => {
    if (!uid || !known) return;
    const step = languageStep({ own, classDefault }, chosenDeviceLanguage());
    if (step.kind === 'adopt') {
      if (seen.get(uid) === step.language) return;
      seen.set(uid, step.language);
      setDeviceLanguage(step.language);
    } else if (step.kind === 'save' && !offered.has(uid)) {
      noteOwnLanguageChosen(uid, step.language);
      saveOwnLanguage(step.language).catch((error: unknown) => {
        // Not said to the person: the screens already speak it; the next sign-in offers it again.
        offered.delete(uid);
        console.warn('Could not save the device’s language to the account', error);
      });
    }
  }, [uid, known, own, classDefault]);
}

/**
 * Who is signed in, if anyone: the session as known (no provider, as in a component's test: nobody).
 * It does not ask for the session: the pages that show a chooser do (the route gate, useSession).
 */
export function useSignedInAccount(): { uid: string; role: Role | null } | null {
  const session = useContext(SessionContext);
  return session?.status === 'signedIn' ? { uid: session.user.uid, role: session.role } : null;
}

/**
 * The signed-in teacher's or admin's languages (null until read, and for a student, whose come
 * from their live document), adopted into the device by the rule above.
 */
export function useStaffAccountLanguages(): { uid: string | null; account: AccountLanguages | null } {
  const signedIn = useSignedInAccount();
  const uid = signedIn && (signedIn.role === 'teacher' || signedIn.role === 'admin') ? signedIn.uid : null;
  const account = useSyncExternalStore(subscribe, () => (uid ? (staffAccounts.get(uid) ?? null) : null), () => null);
  useEffect(() => {
    if (uid) loadStaffAccount(uid);
  }, [uid]);
  // Only the person's own language: a class's default is the students' (a teacher with none of
  // their own who set the class to Spanish had their own dashboard turned to Spanish).
  useAccountLanguage(uid, account && { own: account.own });
  return { uid, account };
}
