import { defineMessages } from 'react-intl';
import {
  CUPS,
  FAQ,
  GAME_OUTCOME_MESSAGES,
  HIGHLIGHT_WORDS,
  LEVEL_CLIPS,
  MONEY_CHECK,
  OBJECTIVE_TEXT,
  OBJECTIVE_TYPES,
  READY_MESSAGE,
  SCOUT_TEXT,
  STANDARD_NAMES,
  STANDARDS,
  TUTORIAL_NAMES,
  TUTORIALS,
  type CheckQuestion,
  type Cup,
  type Level,
  type ObjectiveType,
  type Standard,
  type TutorialName,
} from '@rink/game';

// The game's content (game/src, English, the specification's words) as message descriptors, so
// the screens show it in the language they speak (docs/translating.md#where-words-live). The
// descriptors are built FROM the content by its ids: a new tutorial slide, FAQ, question, cup or
// clip caption gets its descriptor here by itself, and the catalogue test then asks for its
// Spanish (web/src/i18n/es/content-*.json). Screens do not read these directly: they call
// useContent() (./useContent.ts).

/** A descriptor whose English is the content's own. */
export interface ContentDescriptor {
  id: string;
  defaultMessage: string;
}

/**
 * The content's English as an ICU message that formats back to the same text: apostrophes are
 * doubled and `{`, `}`, `<`, `>` quoted, so a brace or a bracket in the content is shown, not parsed.
 */
export function asIcu(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}<>]+/g, (special) => `'${special}'`);
}

/** Each fixed content text (the engine's English) and its descriptor: what engineText() looks up. */
const byEnglish = new Map<string, ContentDescriptor>();

const fromContent = (id: string, text: string): ContentDescriptor => {
  const descriptor = { id, defaultMessage: asIcu(text) };
  if (!byEnglish.has(text)) byEnglish.set(text, descriptor);
  return descriptor;
};

type ByKey<K extends string, V> = Readonly<Record<K, V>>;
const byKey = <K extends string, V>(keys: readonly K[], make: (key: K) => V): ByKey<K, V> =>
  Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, V>;

const LEVELS: readonly Level[] = [1, 2, 3];

// ---- Tutorials: content.tutorial.<name>.<slide> and .<slide>.accent (the words the slide highlights).

interface SlideDescriptors {
  text: ContentDescriptor;
  /** Must be a part of `text` in every language (the mascot highlights it). */
  accent: ContentDescriptor;
}

export const tutorialMessages: ByKey<TutorialName, readonly SlideDescriptors[]> = byKey(TUTORIAL_NAMES, (name) =>
  TUTORIALS[name].map((slide, index) => ({
    text: fromContent(`content.tutorial.${name}.${index}`, slide.message),
    accent: fromContent(`content.tutorial.${name}.${index}.accent`, slide.accentText),
  })),
);

// ---- FAQ: content.faq.<index>.question / .answer (the FAQ has no ids: its order is its id).

export const faqMessages: readonly { question: ContentDescriptor; answer: ContentDescriptor }[] = FAQ.map((entry, index) => ({
  question: fromContent(`content.faq.${index}.question`, entry.question),
  answer: fromContent(`content.faq.${index}.answer`, entry.answer),
}));

// ---- The money check: content.check.<questionId>.prompt / .choice.<k> / .explanation.

interface QuestionDescriptors {
  prompt: ContentDescriptor;
  /** In the content's order: the right answer's index is the same in every language. */
  choices: readonly ContentDescriptor[];
  explanation: ContentDescriptor;
}

const questionDescriptors = (q: CheckQuestion): QuestionDescriptors => ({
  prompt: fromContent(`content.check.${q.id}.prompt`, q.prompt),
  choices: q.choices.map((choice, k) => fromContent(`content.check.${q.id}.choice.${k}`, choice)),
  explanation: fromContent(`content.check.${q.id}.explanation`, q.explanation),
});

export const checkMessages: Readonly<Record<string, QuestionDescriptors>> = Object.fromEntries(
  [...MONEY_CHECK.A, ...MONEY_CHECK.B].map((q) => [q.id, questionDescriptors(q)]),
);

/** The areas of the standards (content.standard.<area>), as the teacher's screens name them. */
export const standardMessages: ByKey<Standard, ContentDescriptor> = byKey(STANDARDS, (standard) =>
  fromContent(`content.standard.${standard}`, STANDARD_NAMES[standard]),
);

// ---- Cups: content.cup.<level>.<key>.name / .description.

type CupKey = Cup['key'];
export const cupMessages: ByKey<`${Level}`, ByKey<CupKey, { name: ContentDescriptor; description: ContentDescriptor }>> = byKey(
  LEVELS.map((level) => `${level}` as const),
  (level) =>
    Object.fromEntries(
      CUPS[Number(level) as Level].map((cup) => [
        cup.key,
        { name: fromContent(`content.cup.${level}.${cup.key}.name`, cup.name), description: fromContent(`content.cup.${level}.${cup.key}.description`, cup.description) },
      ]),
    ) as Record<CupKey, { name: ContentDescriptor; description: ContentDescriptor }>,
);

// ---- Level clips: content.clip.<level>.<intro|complete>.title / .headline / .caption.<k> (the .vtt files say
// the captions' words; the headline and the captions are drawn into the clip's picture, rendered in each
// language from these: tools/media/video/words.ts).

interface ClipDescriptors {
  title: ContentDescriptor;
  /** The big words drawn over the clip ('LEVEL 1 COMPLETE!'). */
  headline: ContentDescriptor;
  captions: readonly ContentDescriptor[];
}

export const clipMessages: ByKey<`${Level}`, ByKey<'intro' | 'complete', ClipDescriptors>> = byKey(
  LEVELS.map((level) => `${level}` as const),
  (level) =>
    byKey(['intro', 'complete'] as const, (kind) => {
      const clip = LEVEL_CLIPS[Number(level) as Level][kind];
      return {
        title: fromContent(`content.clip.${level}.${kind}.title`, clip.title),
        headline: fromContent(`content.clip.${level}.${kind}.headline`, clip.headline),
        captions: clip.captions.map((caption, k) => fromContent(`content.clip.${level}.${kind}.caption.${k}`, caption)),
      };
    }),
);

// ---- The highlights' drawn words: content.highlight.<win|loss>.<k> (the clips' pictures and captions).

export const highlightMessages: ByKey<'win' | 'loss', readonly ContentDescriptor[]> = byKey(['win', 'loss'] as const, (kind) =>
  HIGHLIGHT_WORDS[kind].map((line, k) => fromContent(`content.highlight.${kind}.${k}`, line)),
);

// ---- Objectives (the home board): content.objective.<TYPE>.

export const objectiveMessages: ByKey<ObjectiveType, ContentDescriptor> = byKey(OBJECTIVE_TYPES, (type) =>
  fromContent(`content.objective.${type}`, OBJECTIVE_TEXT[type]),
);

// ---- The scout page's words (game/src/scouting/board.ts SCOUT_TEXT): content.scout.<key>.

type ScoutKey = keyof typeof SCOUT_TEXT;
export const scoutMessages: ByKey<ScoutKey, ContentDescriptor> = byKey(Object.keys(SCOUT_TEXT) as ScoutKey[], (key) =>
  fromContent(`content.scout.${key}`, SCOUT_TEXT[key]),
);

// ---- The jumbotron (game/src/season/phases.ts).

const OUTCOMES = ['won', 'wonOvertime', 'lostOvertime', 'lost'] as const;
export const outcomeMessages: ByKey<(typeof OUTCOMES)[number], ContentDescriptor> = byKey(OUTCOMES, (outcome) =>
  fromContent(`content.phase.outcome.${outcome}`, GAME_OUTCOME_MESSAGES[OUTCOMES.indexOf(outcome)] ?? ''),
);

export const phaseMessages = {
  ready: fromContent('content.phase.ready', READY_MESSAGE),
  ...defineMessages({
    upNext: { id: 'content.phase.upNext', defaultMessage: 'Coming up next' },
    matchUp: { id: 'content.phase.matchUp', defaultMessage: '{team} vs {opponent}' },
    warmingUp: { id: 'content.phase.warmingUp', defaultMessage: 'Warming up' },
    period1: { id: 'content.phase.period1', defaultMessage: '1st Period' },
    period2: { id: 'content.phase.period2', defaultMessage: '2nd Period' },
    period3: { id: 'content.phase.period3', defaultMessage: '3rd Period' },
    finalPeriod: { id: 'content.phase.finalPeriod', defaultMessage: 'Final Period' },
  }),
};

// ---- Sentences the engine builds from figures (their English is the engine's, word for word:
// content.test.ts formats them and compares with the engine's own functions).

export const engineMessages = defineMessages({
  /** standings.ts ordinal(): 1st, 2nd, 3rd, 11th. */
  ordinal: { id: 'content.ordinal', defaultMessage: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}' },
  /** standings.ts recordWords(). */
  record: { id: 'content.record', defaultMessage: '{wins, plural, other {# won}}, {losses, plural, other {# lost}}' },
  recordOvertime: {
    id: 'content.record.overtime',
    defaultMessage: '{wins, plural, other {# won}}, {losses, plural, other {# lost}}, {overtimeLosses, plural, other {# lost in overtime}}',
  },
  /** standings.ts overtimeNote(), under a Losses figure. */
  overtimeNote: { id: 'content.overtimeNote', defaultMessage: '+ {count} in overtime' },
  /** learning/check.ts progressLine(). */
  progressBoth: { id: 'content.check.progress.both', defaultMessage: 'Before: {beforeRight} of {beforeOf}. Now: {nowRight} of {nowOf}.' },
  progressBefore: { id: 'content.check.progress.before', defaultMessage: 'Before: {right} of {of}.' },
  progressNow: { id: 'content.check.progress.now', defaultMessage: 'Now: {right} of {of}.' },
  /** The same when no check came before the first season: the first check taken is the baseline. */
  progressFirstBoth: { id: 'content.check.progress.firstBoth', defaultMessage: 'First check: {beforeRight} of {beforeOf}. Now: {nowRight} of {nowOf}.' },
  progressFirst: { id: 'content.check.progress.first', defaultMessage: 'First check: {right} of {of}.' },
  /** injuries.ts injuryMessage(): the scenario's words. {names} is a list ("Ava and Ben"). */
  injuryMessage: {
    id: 'content.injury.message',
    defaultMessage: '{names} {count, plural, one {is} other {are}} injured! Sign a replacement before the next game.',
  },
  /** The scenario's button (Scenario.gameButtonLabel). */
  goToTeam: { id: 'content.scenario.goToTeam', defaultMessage: 'Go to Team' },
  /** injuryLog.ts injuryStory(), one sentence each. */
  storyHurt: { id: 'content.injury.story.hurt', defaultMessage: 'After game {game}, {names} {count, plural, one {was} other {were}} injured.' },
  storyTraded: { id: 'content.injury.story.traded', defaultMessage: 'You traded {out} ({outCost}) for {in} ({inCost}).' },
  storySigned: { id: 'content.injury.story.signed', defaultMessage: 'You signed {players}.' },
  /** One signed player in storySigned's list: "Ava ($3)". */
  storyPlayerCost: { id: 'content.injury.story.playerCost', defaultMessage: '{name} ({cost})' },
  storyShortHanded: {
    id: 'content.injury.story.shortHanded',
    defaultMessage: 'Nobody could fill every spot, so your team played {games, plural, one {# game} other {# games}} with empty spots.',
  },
  storyNotFilled: { id: 'content.injury.story.notFilled', defaultMessage: 'The season ended before the spots were filled.' },
  /** debrief.ts debriefSuggestion(), by rule. */
  tipSaveFirst: {
    id: 'content.debrief.tip.saveFirst',
    defaultMessage: 'You saved $0, so you missed the savings cup. Next season, move the savings slider a little before you sign players. Even {step} counts!',
  },
  tipCoverInjuries: {
    id: 'content.debrief.tip.coverInjuries',
    defaultMessage:
      'Your team played {games, plural, one {# game} other {# games}} with empty spots after injuries. Next season, keep some money you can use to sign a new player when someone gets hurt.',
  },
  tipSpendSavings: {
    id: 'content.debrief.tip.spendSavings',
    defaultMessage: 'You saved {savings}, great! But your team finished {place}. Next season, save a little less and use that money for stronger players.',
  },
  tipRankPerDollar: {
    id: 'content.debrief.tip.rankPerDollar',
    defaultMessage:
      "Your team rank was low for what you spent. Next season, compare each player's rank with their price before you sign them: look for a high rank at a low price.",
  },
  tipStrongerTeam: {
    id: 'content.debrief.tip.strongerTeam',
    defaultMessage: 'Your team finished {place}. The top three earn a cup. Next season, sign players with higher ranks, and cheer hard in every game!',
  },
  tipStrongerTeamRollover: {
    id: 'content.debrief.tip.strongerTeamRollover',
    defaultMessage:
      'Your team finished {place}. The top three earn a cup. Next season, add the {rollover} you saved to your budget and sign players with higher ranks, and cheer hard in every game!',
  },
  tipKeepGoing: {
    id: 'content.debrief.tip.keepGoing',
    defaultMessage: 'Great season! You saved {savings} and finished {place}. Keep saving first and comparing rank per dollar before you sign players.',
  },
});

for (const fixed of [
  phaseMessages.upNext,
  phaseMessages.warmingUp,
  phaseMessages.period1,
  phaseMessages.period2,
  phaseMessages.period3,
  phaseMessages.finalPeriod,
  engineMessages.goToTeam,
  engineMessages.storyNotFilled,
  engineMessages.tipRankPerDollar,
] as ContentDescriptor[]) {
  if (!byEnglish.has(fixed.defaultMessage)) byEnglish.set(fixed.defaultMessage, fixed);
}

/** The descriptor of a fixed English text of the engine (a tutorial slide, an objective, a jumbotron word...), if it is one. */
export const contentDescriptorOf = (english: string): ContentDescriptor | undefined => byEnglish.get(english);
