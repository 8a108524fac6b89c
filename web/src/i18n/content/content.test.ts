import { describe, expect, it } from 'vitest';
import { createIntl, type IntlShape } from 'react-intl';
import {
  CUPS,
  debriefSuggestion,
  FAQ,
  injuryMessage,
  injuryStory,
  LEVEL_CLIPS,
  MONEY_CHECK,
  OBJECTIVE_TYPES,
  ordinal,
  overtimeNote,
  phaseScript,
  progressLine,
  recordWords,
  SCOUT_TEXT,
  STANDARDS,
  TUTORIAL_NAMES,
  TUTORIALS,
  type CheckScore,
  type InjuryRecord,
  type Level,
  type SeasonDebrief,
} from '@rink/game';
import { spanish } from '../es';
import { asIcu, checkMessages, clipMessages, cupMessages, faqMessages, objectiveMessages, scoutMessages, standardMessages, tutorialMessages } from './messages';
import { contentText } from './useContent';

// Every piece of the engine's content has its message (so the catalogue test asks for its
// Spanish), the English shown through useContent() is the engine's own, word for word, and the
// Spanish keeps what the content needs (the highlighted words, the money check's amounts).

const english = contentText(createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {}, onError: () => undefined }));
const spanishIntl: IntlShape = createIntl({ locale: 'es-419', defaultLocale: 'en-US', messages: spanish });
const es = contentText(spanishIntl);
const LEVELS: readonly Level[] = [1, 2, 3];
const QUESTIONS = [...MONEY_CHECK.A, ...MONEY_CHECK.B];

describe('content messages', () => {
  it('give every content item its descriptor', () => {
    for (const name of TUTORIAL_NAMES) expect(tutorialMessages[name], name).toHaveLength(TUTORIALS[name].length);
    expect(faqMessages).toHaveLength(FAQ.length);
    for (const q of QUESTIONS) expect(checkMessages[q.id]?.choices, q.id).toHaveLength(q.choices.length);
    for (const level of LEVELS) {
      for (const cup of CUPS[level]) expect(cupMessages[`${level}`][cup.key], `${level} ${cup.key}`).toBeDefined();
      for (const kind of ['intro', 'complete'] as const) expect(clipMessages[`${level}`][kind].captions).toHaveLength(LEVEL_CLIPS[level][kind].captions.length);
    }
    for (const type of OBJECTIVE_TYPES) expect(objectiveMessages[type]).toBeDefined();
    for (const standard of STANDARDS) expect(standardMessages[standard]).toBeDefined();
    for (const key of Object.keys(SCOUT_TEXT)) expect(scoutMessages[key as keyof typeof SCOUT_TEXT]).toBeDefined();
  });

  it('show the engine’s English word for word', () => {
    for (const name of TUTORIAL_NAMES) {
      TUTORIALS[name].forEach((slide, i) => expect(english.tutorialSlide(name, i)).toEqual({ text: slide.message, accent: slide.accentText }));
    }
    FAQ.forEach((entry, i) => expect(english.faq(i)).toEqual(entry));
    for (const q of QUESTIONS) expect(english.checkQuestion(q.id)).toEqual({ prompt: q.prompt, choices: q.choices, explanation: q.explanation });
    for (const level of LEVELS) {
      for (const cup of CUPS[level]) expect([english.cupName(cup), english.cupDescription(cup)]).toEqual([cup.name, cup.description]);
      for (const kind of ['intro', 'complete'] as const) {
        const clip = LEVEL_CLIPS[level][kind];
        expect([english.clipTitle(clip), english.clipCaptions(clip)]).toEqual([clip.title, clip.captions]);
      }
    }
    for (const [key, text] of Object.entries(SCOUT_TEXT)) expect(english.scoutText(key as keyof typeof SCOUT_TEXT)).toBe(text);
  });

  it('quote what ICU would read as syntax', () => {
    const intl = createIntl({ locale: 'en-US', messages: {}, onError: () => undefined });
    for (const text of ["It's {not} <b>bold</b>", "a '{' b", 'plain']) expect(intl.formatMessage({ id: 'x', defaultMessage: asIcu(text) })).toBe(text);
  });

  it('build the engine’s sentences as the engine does', () => {
    for (let n = 1; n <= 25; n += 1) expect(english.ordinal(n)).toBe(ordinal(n));
    for (const stats of [{ wins: 7, losses: 4, overtimeLosses: 1 }, { wins: 3, losses: 9, overtimeLosses: 0 }]) expect(english.record(stats)).toBe(recordWords(stats));
    for (const n of [0, 1, 3]) expect(english.overtimeNote(n)).toBe(overtimeNote(n));
    for (const names of [['Ava Reyes'], ['Ava Reyes', 'Ben Cho']]) expect(english.injuryMessage(names)).toBe(injuryMessage(names));
    expect(english.scenarioButton({ gameButtonLabel: 'Go to Team' })).toBe('Go to Team');

    const score = (right: number, afterSeason = 1): CheckScore => ({ right, of: 8, afterSeason }) as CheckScore;
    const first = score(3, 2);
    for (const progress of [{ before: score(3, 0), now: score(7) }, { before: score(3, 0), now: null }, { before: null, now: score(7) }, { before: null, now: null }, { before: first, now: score(7, 3) }, { before: first, now: null }]) {
      expect(english.checkProgress(progress)).toBe(progressLine(progress));
    }

    const note = (name: string, cost: number) => ({ playerId: name, name, position: 'forward' as const, cost, rank: 10 });
    const records: InjuryRecord[] = [
      { afterGame: 4, injured: [note('Ava', 3)], covers: [], filled: false, shortHandedGames: 2 },
      { afterGame: 8, injured: [note('Ava', 3), note('Ben', 2)], covers: [], filled: false, shortHandedGames: 1 },
      { afterGame: 4, injured: [note('Ava', 3)], covers: [], filled: false, shortHandedGames: 0 },
      {
        afterGame: 4,
        injured: [note('Ava', 3), note('Ben', 2)],
        covers: [
          { ...note('Cy', 1500), how: 'traded', tradedAway: note('Dee', 2500) },
          { ...note('Eve', 2), how: 'signed', tradedAway: null },
          { ...note('Fay', 1), how: 'signed', tradedAway: null },
        ],
        filled: true,
        shortHandedGames: 0,
      },
    ];
    for (const record of records) expect(english.injuryStory(record)).toBe(injuryStory(record));

    const figures = (over: Partial<SeasonDebrief>): SeasonDebrief => {
      const base = {
        level: 2,
        savings: 40,
        shortHandedGames: 0,
        topThreeCup: false,
        totalBudget: 150,
        place: 7,
        rankPerDollar: 2,
        averageRankPerDollar: 2,
        rolloverAvailable: 0,
        ...over,
      } as SeasonDebrief;
      return { ...base, suggestion: debriefSuggestion(base) };
    };
    const seasons = [
      figures({ savings: 0 }),
      figures({ shortHandedGames: 1 }),
      figures({ shortHandedGames: 3 }),
      figures({ savings: 60 }),
      figures({ rankPerDollar: 1 }),
      figures({}),
      figures({ rolloverAvailable: 1500 }),
      figures({ topThreeCup: true, place: 2 }),
    ];
    expect(new Set(seasons.map((d) => d.suggestion.rule)).size).toBe(6);
    for (const d of seasons) expect(english.debriefTip(d)).toBe(d.suggestion.text);
  });

  it('know every fixed word of the jumbotron', () => {
    for (const outcome of ['won', 'wonOvertime', 'lostOvertime', 'lost'] as const) {
      for (const step of phaseScript('Cubs', 'Teal', outcome)) {
        if (step.message === '' || step.message === 'Cubs vs Teal') continue;
        expect(es.phaseText(step.message), step.message).not.toBe(step.message);
        expect(english.phaseText(step.message)).toBe(step.message);
      }
      expect(es.outcome(outcome)).not.toBe(english.outcome(outcome));
    }
    expect(english.matchUp('Cubs', 'Teal')).toBe('Cubs vs Teal');
  });
});

describe('content in Spanish', () => {
  it('highlights words that are in the slide', () => {
    for (const name of TUTORIAL_NAMES) {
      TUTORIALS[name].forEach((_, i) => {
        const { text, accent } = es.tutorialSlide(name, i);
        expect(text, `${name} ${i}`).toContain(accent);
      });
    }
  });

  it('keeps every money amount and number of the money check', () => {
    const amounts = (text: string) => (text.match(/\$?\d+/g) ?? []).sort();
    for (const q of QUESTIONS) {
      const translated = es.checkQuestion(q.id);
      expect(translated, q.id).toBeDefined();
      expect(amounts(translated?.prompt ?? ''), `${q.id} prompt`).toEqual(amounts(q.prompt));
      expect(amounts(translated?.explanation ?? ''), `${q.id} explanation`).toEqual(amounts(q.explanation));
      q.choices.forEach((choice, k) => expect(amounts(translated?.choices[k] ?? ''), `${q.id} choice ${k}`).toEqual(amounts(choice)));
    }
  });

  it('formats the sentences with figures in Spanish', () => {
    expect(es.ordinal(3)).toBe('3.º');
    expect(es.injuryMessage(['Ava', 'Ben'])).toBe('¡Ava y Ben están lesionados! Ficha a un reemplazo antes del siguiente partido.');
    expect(es.record({ wins: 7, losses: 4, overtimeLosses: 1 })).toBe('7 victorias, 4 derrotas, 1 derrota en tiempo extra');
    expect(es.cupName({ level: 1, key: 'savingsCup' })).toBe('Copa de Ahorros del Nivel 1');
  });
});
