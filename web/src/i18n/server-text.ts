/**
 * Texts the server and the engine say, in the screens' language (docs/decisions.md#d81).
 *
 * The API answers in English (`{ success: false, error, code?, hint? }`, and `message` on some
 * successes), and so do common/'s shared texts and the engine's ERROR_MESSAGES. Each such text has
 * a message id in web/src/i18n/server/messages.ts and its Spanish in web/src/i18n/es/server.json.
 *
 * API:
 * - `serverText(intl, text, code?)`: the text in intl's language. It is found by the engine's
 *   error `code` first (ApiError.code, RuleError.code), else by its exact English, else by a
 *   pattern (texts with numbers or names inside: "Wait 2 minutes...", "Same student as row 4"),
 *   else a "field: text" answer of the API's validation is translated around its field name;
 *   a text nobody knows (a network error's own words) comes back as it came.
 * - `serverHint(intl, hint, code?)`: an engine error's hint (ApiError.hint, RuleError.hint), alike.
 * - `errorText(intl, error, fallback?)`: what a caught error says, for a catch block: an
 *   ApiError's or Error's message through serverText (with its code), else `fallback` (already
 *   in the screen's language) or the error as text.
 * - `useServerText()`: for components, `{ text, hint, error }`: the three above with the
 *   component's intl already given:
 *
 *   ```tsx
 *   const serverText = useServerText();
 *   ... catch (e) { setProblem(serverText.error(e)); }
 *   <Text>{serverText.text(answer.message)}</Text>
 *   <Text>{serverText.hint(error.hint ?? '', error.code)}</Text>
 *   ```
 *
 * English comes back exactly as the server said it (English has no catalogue: a text is only
 * reworded when the language has a translation for it), so tests that read English still pass.
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { engineMessages, serverMessages, serverPatterns } from './server/messages';

type Descriptor = MessageDescriptor & { id: string; defaultMessage: string };

const fieldMessage = serverMessages.fieldProblem as Descriptor;

/** Every word-for-word text, engine messages and hints included, by its English. */
const byEnglish: ReadonlyMap<string, Descriptor> = new Map<string, Descriptor>([
  ...Object.values(engineMessages).flatMap(({ message, hint }) => (hint ? [message, hint] : [message])).map((d) => [d.defaultMessage, d] as const),
  ...(Object.values(serverMessages) as Descriptor[]).filter((d) => d !== fieldMessage).map((d) => [d.defaultMessage, d] as const),
]);

/** `descriptor` in intl's language, or null when that language has no translation of it (English). */
function translated(intl: IntlShape, descriptor: Descriptor, values?: Record<string, string | number>): string | null {
  if (intl.messages[descriptor.id] === undefined) return null;
  return intl.formatMessage(descriptor, values);
}

/** A text by its exact English or its pattern, or null. */
function known(intl: IntlShape, text: string): string | null {
  const exact = byEnglish.get(text);
  if (exact) return translated(intl, exact);
  for (const pattern of serverPatterns) {
    const match = pattern.match.exec(text);
    if (match) return translated(intl, pattern.message, pattern.values(match));
  }
  return null;
}

/** The API's validation answers "firstName: First name is required.": the field stays, its problem is translated. */
const FIELD_PREFIX = /^([\w.]+): (.+)$/s;

export function serverText(intl: IntlShape, text: string, code?: string): string {
  const engine = code === undefined ? undefined : engineMessages[code];
  if (engine) return translated(intl, engine.message) ?? text;
  const whole = known(intl, text);
  if (whole !== null) return whole;
  const field = FIELD_PREFIX.exec(text);
  if (field?.[1] && field[2]) {
    const problem = known(intl, field[2]);
    if (problem !== null) return translated(intl, fieldMessage, { field: field[1], problem }) ?? text;
  }
  return text;
}

export function serverHint(intl: IntlShape, hint: string, code?: string): string {
  const engine = code === undefined ? undefined : engineMessages[code];
  if (engine?.hint) return translated(intl, engine.hint) ?? hint;
  return known(intl, hint) ?? hint;
}

/** A caught error's words: anything with a `message` (ApiError, Error, a RuleError) through serverText. */
export function errorText(intl: IntlShape, error: unknown, fallback?: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message !== '') {
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    return serverText(intl, error.message, code);
  }
  if (fallback !== undefined) return fallback;
  return typeof error === 'string' ? serverText(intl, error) : String(error);
}

interface ServerTextFormatters {
  text: (text: string, code?: string) => string;
  hint: (hint: string, code?: string) => string;
  error: (error: unknown, fallback?: string) => string;
}

/** serverText, serverHint and errorText in the component's language. */
export function useServerText(): ServerTextFormatters {
  const intl = useIntl();
  return useMemo(
    () => ({
      text: (text, code) => serverText(intl, text, code),
      hint: (hint, code) => serverHint(intl, hint, code),
      error: (error, fallback) => errorText(intl, error, fallback),
    }),
    [intl],
  );
}
