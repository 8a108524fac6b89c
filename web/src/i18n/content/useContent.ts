/**
 * The game's content in the language the screens speak (docs/translating.md#where-words-live).
 *
 * USAGE (in a component under the IntlLayer):
 *
 *   import { useContent } from '../../i18n/content/useContent';   // adjust the path
 *   const content = useContent();
 *
 *   // Tutorials (play/mascot): the slide's words and the words it highlights (a part of them).
 *   content.tutorialSlide('budget', index)          -> { text, accent }
 *   // FAQ (play/mascot HelpButton): FAQ[index] of @rink/game.
 *   content.faq(index)                              -> { question, answer }
 *   content.faqs()                                  -> the whole list, in order
 *   // Money check (play/check): by the question's id; choices in the content's order
 *   // (the right answer's index does not change).
 *   content.checkQuestion(question.id)              -> { prompt, choices, explanation }
 *   content.standardName('saving')                  -> 'Saving' / 'Ahorro' (teacher's screens)
 *   content.checkProgress(checkProgress(taken))     -> 'Before: 3 of 8. Now: 7 of 8.' or null
 *   // Cups (trophies, debrief, season dialogs): any Cup of CUPS, or by level and key.
 *   content.cupName(cup)  content.cupDescription(cup)
 *   // Level clips (play/clips, trophies): a LevelClip of LEVEL_CLIPS / promotionClips().
 *   content.clipTitle(clip)  content.clipCaptions(clip)   (the .vtt captions: ClipVideo)
 *   // Objectives (home board, injury dialog): an Objective (by its type) or a type.
 *   content.objective(objective)  content.objective('FILL_TEAM')
 *   // The injury scenario (season dialogs): its words from the injured players' names.
 *   content.injuryMessage(['Ava Reyes', 'Ben Cho'])  content.scenarioButton(scenario)
 *   // The debrief: one injury event's story, and the season's tip (from the stored figures).
 *   content.injuryStory(record)  content.debriefTip(debrief)
 *   // Season, standings, teacher's lines.
 *   content.ordinal(3) -> '3rd' / '3.º'     content.record({ wins, losses, overtimeLosses })
 *   content.overtimeNote(summary.overtimeLosses)  ('+ 1 in overtime' under a Losses figure, or undefined)
 *   content.outcome('wonOvertime')  content.matchUp(teamName, opponentName)
 *   content.phaseText(step.message)   (any of phaseScript's messages; the match-up passes through)
 *   content.scoutText('instructions')  (SCOUT_TEXT's keys)
 *   // Any other fixed English text of the engine (stored objectives, READY_MESSAGE...): its
 *   // translation, or the text itself when it is not content.
 *   content.engineText(english)
 *
 * Outside React (a module that builds texts), take an IntlShape and call contentText(intl).
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  FAQ,
  isFirstCheck,
  SAVINGS_STEP,
  type CheckProgress,
  type Cup,
  type GameOutcome,
  type InjuryRecord,
  type LevelClip,
  type Objective,
  type ObjectiveType,
  type PlayerNote,
  type Scenario,
  type SCOUT_TEXT,
  type SeasonDebrief,
  type Standard,
  type TeamStats,
  type TutorialName,
} from '@rink/game';
import { formattersOfIntl } from '../format';
import {
  checkMessages,
  clipMessages,
  contentDescriptorOf,
  cupMessages,
  engineMessages,
  faqMessages,
  objectiveMessages,
  outcomeMessages,
  phaseMessages,
  scoutMessages,
  standardMessages,
  tutorialMessages,
  type ContentDescriptor,
} from './messages';

interface ContentText {
  tutorialSlide: (tutorial: TutorialName, index: number) => { text: string; accent: string };
  faq: (index: number) => { question: string; answer: string };
  faqs: () => { question: string; answer: string }[];
  checkQuestion: (questionId: string) => { prompt: string; choices: string[]; explanation: string } | undefined;
  standardName: (standard: Standard) => string;
  checkProgress: (progress: CheckProgress) => string | null;
  cupName: (cup: Pick<Cup, 'level' | 'key'>) => string;
  cupDescription: (cup: Pick<Cup, 'level' | 'key'>) => string;
  clipTitle: (clip: Pick<LevelClip, 'level' | 'kind'>) => string;
  clipCaptions: (clip: Pick<LevelClip, 'level' | 'kind'>) => string[];
  objective: (objective: Objective | ObjectiveType) => string;
  injuryMessage: (names: readonly string[]) => string;
  scenarioButton: (scenario: Pick<Scenario, 'gameButtonLabel'>) => string;
  injuryStory: (record: InjuryRecord) => string;
  debriefTip: (debrief: SeasonDebrief) => string;
  ordinal: (n: number) => string;
  record: (stats: Pick<TeamStats, 'wins' | 'losses' | 'overtimeLosses'>) => string;
  overtimeNote: (overtimeLosses: number) => string | undefined;
  outcome: (outcome: GameOutcome) => string;
  matchUp: (team: string, opponent: string) => string;
  phaseText: (message: string) => string;
  scoutText: (key: keyof typeof SCOUT_TEXT) => string;
  engineText: (english: string) => string;
}

/** The content's words for one IntlShape: useContent() in components, this in modules that build texts. */
export function contentText(intl: IntlShape): ContentText {
  const t = (descriptor: ContentDescriptor, values?: Record<string, string | number>): string => intl.formatMessage(descriptor, values);
  const money = formattersOfIntl(intl).money;
  const list = (names: readonly string[]) => intl.formatList(names, { type: 'conjunction' });
  const ordinal = (n: number) => t(engineMessages.ordinal, { n });
  const cupOf = (cup: Pick<Cup, 'level' | 'key'>) => cupMessages[`${cup.level}`][cup.key];
  const clipOf = (clip: Pick<LevelClip, 'level' | 'kind'>) => clipMessages[`${clip.level}`][clip.kind];
  const engineText = (english: string) => {
    const descriptor = contentDescriptorOf(english);
    return descriptor ? t(descriptor) : english;
  };
  const faq = (index: number) => {
    const entry = faqMessages[index];
    return entry ? { question: t(entry.question), answer: t(entry.answer) } : { question: FAQ[index]?.question ?? '', answer: FAQ[index]?.answer ?? '' };
  };
  const playerCost = (p: Pick<PlayerNote, 'name' | 'cost'>) => t(engineMessages.storyPlayerCost, { name: p.name, cost: money(p.cost) });

  return {
    tutorialSlide: (tutorial, index) => {
      const slide = tutorialMessages[tutorial][index];
      return slide ? { text: t(slide.text), accent: t(slide.accent) } : { text: '', accent: '' };
    },
    faq,
    faqs: () => faqMessages.map((_, index) => faq(index)),
    checkQuestion: (questionId) => {
      const q = checkMessages[questionId];
      return q && { prompt: t(q.prompt), choices: q.choices.map((choice) => t(choice)), explanation: t(q.explanation) };
    },
    standardName: (standard) => t(standardMessages[standard]),
    checkProgress: ({ before, now }) => {
      const first = before !== null && isFirstCheck(before);
      if (before && now) return t(first ? engineMessages.progressFirstBoth : engineMessages.progressBoth, { beforeRight: before.right, beforeOf: before.of, nowRight: now.right, nowOf: now.of });
      if (before) return t(first ? engineMessages.progressFirst : engineMessages.progressBefore, { right: before.right, of: before.of });
      if (now) return t(engineMessages.progressNow, { right: now.right, of: now.of });
      return null;
    },
    cupName: (cup) => t(cupOf(cup).name),
    cupDescription: (cup) => t(cupOf(cup).description),
    clipTitle: (clip) => t(clipOf(clip).title),
    clipCaptions: (clip) => clipOf(clip).captions.map((caption) => t(caption)),
    objective: (objective) => {
      const type = typeof objective === 'string' ? objective : objective.type;
      return objectiveMessages[type] ? t(objectiveMessages[type]) : typeof objective === 'string' ? objective : objective.objective;
    },
    injuryMessage: (names) => t(engineMessages.injuryMessage, { names: list(names), count: names.length }),
    scenarioButton: (scenario) => engineText(scenario.gameButtonLabel),
    injuryStory: (record) => {
      const sentences = [t(engineMessages.storyHurt, { game: record.afterGame, names: list(record.injured.map((p) => p.name)), count: record.injured.length })];
      for (const c of record.covers) {
        if (c.how === 'traded' && c.tradedAway) {
          sentences.push(t(engineMessages.storyTraded, { out: c.tradedAway.name, outCost: money(c.tradedAway.cost), in: c.name, inCost: money(c.cost) }));
        }
      }
      const signed = record.covers.filter((c) => c.how === 'signed');
      if (signed.length > 0) sentences.push(t(engineMessages.storySigned, { players: list(signed.map(playerCost)) }));
      if (record.shortHandedGames > 0) sentences.push(t(engineMessages.storyShortHanded, { games: record.shortHandedGames }));
      else if (!record.filled) sentences.push(t(engineMessages.storyNotFilled));
      return sentences.join(' ');
    },
    debriefTip: (d) => {
      const place = ordinal(d.place);
      switch (d.suggestion.rule) {
        case 'save-first':
          return t(engineMessages.tipSaveFirst, { step: money(SAVINGS_STEP[d.level]) });
        case 'cover-injuries':
          return t(engineMessages.tipCoverInjuries, { games: d.shortHandedGames });
        case 'spend-savings':
          return t(engineMessages.tipSpendSavings, { savings: money(d.savings), place });
        case 'rank-per-dollar':
          return t(engineMessages.tipRankPerDollar);
        case 'stronger-team':
          return d.rolloverAvailable > 0
            ? t(engineMessages.tipStrongerTeamRollover, { place, rollover: money(d.rolloverAvailable) })
            : t(engineMessages.tipStrongerTeam, { place });
        case 'keep-going':
          return t(engineMessages.tipKeepGoing, { savings: money(d.savings), place });
        default:
          return d.suggestion.text;
      }
    },
    ordinal,
    record: ({ wins, losses, overtimeLosses }) =>
      overtimeLosses > 0 ? t(engineMessages.recordOvertime, { wins, losses, overtimeLosses }) : t(engineMessages.record, { wins, losses }),
    overtimeNote: (overtimeLosses) => (overtimeLosses > 0 ? t(engineMessages.overtimeNote, { count: overtimeLosses }) : undefined),
    outcome: (outcome) => t(outcomeMessages[outcome]),
    matchUp: (team, opponent) => t(phaseMessages.matchUp, { team, opponent }),
    phaseText: engineText,
    scoutText: (key) => t(scoutMessages[key]),
    engineText,
  };
}

/** The content's words in the language the screens speak now. */
export function useContent(): ContentText {
  const intl = useIntl();
  return useMemo(() => contentText(intl), [intl]);
}
