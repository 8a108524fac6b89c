import { describe, expect, it } from 'vitest';
import { createIntl, type IntlShape } from 'react-intl';
import {
  CSV_NO_STUDENTS,
  INVALID_CLASS_SIZE,
  LOCALES,
  LOGIN_FAILED,
  LOGIN_TOO_LONG,
  MAX_CLASS_SIZE,
  moneyCheckMessage,
  nameMessages,
  noRoomFor,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  RESET_FIELDS_TOO_LONG,
  sameStudentAs,
  studentNamesSchema,
  tooManyTriesMessage,
} from '@rink/common';
import { ERROR_MESSAGES } from '@rink/game';
import { TIMEOUT_MESSAGE, UNREADABLE_ANSWER_MESSAGE } from '@/lib/api-client';
import { spanish } from './es';
import { errorText, serverHint, serverText } from './server-text';
import { serverPatterns } from './server/messages';

const english: IntlShape = createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} });
const spanishIntl: IntlShape = createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish });

/** Every text common/ can build with a number or name inside, as the server says it. */
const built = [
  LOGIN_TOO_LONG,
  RESET_FIELDS_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG,
  INVALID_CLASS_SIZE,
  ...Object.values(nameMessages('First name')),
  ...Object.values(nameMessages('Last name')),
  sameStudentAs(4),
  ...(['student', 'teacher', 'admin'] as const).flatMap((role) => [1_000, 30_000, 60_000, 61_000, 900_000].map((ms) => tooManyTriesMessage(role, ms))),
  noRoomFor(1_600, 20),
  `${noRoomFor(3, 0)} Nobody was added.`,
  moneyCheckMessage(true, 1),
  moneyCheckMessage(true, 2),
  moneyCheckMessage(false, 0),
  `A class can have at most ${MAX_CLASS_SIZE} students.`,
  'The file is too large: a CSV can be at most 2 MB.',
  'firstName cannot be changed directly: only your teacher can change it.',
  'totalBudget cannot be changed directly: it changes only when savings are rolled over (send totalBudget and rollOverBudget together).',
  'The server answered 502.',
  'The CSV file could not be read at row 3: Quoted field unterminated.',
  // The client's own words for a failed call (web/src/lib/api-client.ts), carried by an ApiError.
  TIMEOUT_MESSAGE,
  UNREADABLE_ANSWER_MESSAGE,
];

describe('serverText', () => {
  it('gives English back exactly as the server said it', () => {
    for (const text of [...built, LOGIN_FAILED, 'Failed to fetch']) expect(serverText(english, text)).toBe(text);
    for (const [code, { message, hint }] of Object.entries(ERROR_MESSAGES)) {
      expect(serverText(english, message, code)).toBe(message);
      if (hint) expect(serverHint(english, hint, code)).toBe(hint);
    }
  });

  it('writes each pattern back into the same English from its match', () => {
    for (const text of built) {
      const pattern = serverPatterns.find((p) => p.match.test(text));
      if (!pattern) continue;
      const match = pattern.match.exec(text);
      expect(match && english.formatMessage(pattern.message, pattern.values(match))).toBe(text);
    }
  });

  it('knows every text common/ builds, in Spanish', () => {
    const unknown = built.filter((text) => serverText(spanishIntl, text) === text);
    expect(unknown).toEqual([]);
  });

  it('translates by the engine code first, then the exact English, then a pattern', () => {
    expect(serverText(spanishIntl, 'whatever the server said', 'budget/insufficient')).toBe('¡No tienes suficiente dinero en tu presupuesto para este jugador!');
    expect(serverHint(spanishIntl, '', 'release/season-active')).toBe('Mejor intenta cambiar al jugador.');
    expect(serverText(spanishIntl, LOGIN_FAILED)).toBe('Nombre de usuario o contraseña incorrectos.');
    expect(serverText(spanishIntl, CSV_NO_STUDENTS)).toBe('El archivo CSV no tiene estudiantes.');
    expect(serverText(spanishIntl, tooManyTriesMessage('student', 120_000))).toBe('Demasiados intentos. Espera 2 minutos, o pídele ayuda a tu docente.');
    expect(serverText(spanishIntl, tooManyTriesMessage('admin', 1_000))).toBe('Demasiados intentos. Espera 1 segundo y vuelve a intentarlo.');
    expect(serverText(spanishIntl, sameStudentAs(7))).toBe('Mismo estudiante que la fila 7');
    expect(serverText(spanishIntl, 'The CSV file could not be read at row 3: Quoted field unterminated.')).toBe(
      'No se pudo leer el archivo CSV en la fila 3: una comilla se abre y nunca se cierra.',
    );
    expect(serverText(spanishIntl, 'The CSV file could not be read at row 3: Something new.')).toBe('No se pudo leer el archivo CSV en la fila 3: Something new.');
  });

  it("translates a validation answer's problem and keeps its field's name", () => {
    const issue = studentNamesSchema.safeParse({ firstName: '', lastName: 'Stone' }).error?.issues[0];
    const answer = `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`;
    expect(answer).toBe('firstName: First name is required.');
    expect(serverText(spanishIntl, answer)).toBe('firstName: El nombre es obligatorio.');
    expect(serverText(english, answer)).toBe(answer);
  });

  it('gives an unknown text back as it came', () => {
    expect(serverText(spanishIntl, 'Failed to fetch')).toBe('Failed to fetch');
    expect(serverText(spanishIntl, 'nope: not ours')).toBe('nope: not ours');
  });

  it("words a caught error: an ApiError's message with its code, else the fallback", () => {
    const apiError = Object.assign(new Error(ERROR_MESSAGES['scout/row-full'].message), { code: 'scout/row-full' });
    expect(errorText(spanishIntl, apiError)).toBe('Ese nivel de contrato está lleno.');
    expect(errorText(english, apiError)).toBe(ERROR_MESSAGES['scout/row-full'].message);
    expect(errorText(spanishIntl, undefined, 'Algo falló')).toBe('Algo falló');
  });
});
