import type { HighlightTarget, TutorialAction, TutorialName, TutorialSlide } from '../types';

/** Slide timers in ms (docs/product.md#tutorials: slide durations 3000 and 5000). 0 waits for a button. */
export const SLIDE_SHORT_MS = 3000;
export const SLIDE_LONG_MS = 5000;
/** Tutorial slide transitions, ms (docs/product.md#tutorials: 500 ms and 2 s). */
export const SLIDE_TRANSITION_MS = { fade: 500, move: 2000 } as const;
/** Dialogue transition, ms (docs/product.md#tutorials). */
export const DIALOGUE_TRANSITION_MS = 1000;

const highlight = (target: HighlightTarget): TutorialAction => ({ kind: 'highlight', target });
const demoSavings = (amount: number): TutorialAction => ({ kind: 'demoSavings', amount });

const slide = (
  message: string,
  mascotPose: TutorialSlide['mascotPose'],
  accentText: string,
  timer: number,
  actions: readonly TutorialAction[] = [],
  position: TutorialSlide['position'] = 'center',
): TutorialSlide => ({
  message,
  mascotPose,
  accentText,
  timer,
  buttons: { next: timer === 0, back: true, close: false },
  position,
  actions,
});

/**
 * The five tutorials (docs/product.md#tutorials). The budget tutorial walks the specification's example:
 * $15 total at level 1, players costing $14, savings of $3 then $4, and a second sample
 * with total 15 and savings 9.
 */
export const TUTORIALS: Readonly<Record<TutorialName, readonly TutorialSlide[]>> = {
  home: [
    slide('Welcome, General Manager! I’m Chip, and I’ll help you run your hockey team.', 'wave', 'General Manager', SLIDE_SHORT_MS),
    slide('Your goal: build a team, manage its money, and win the season.', 'point', 'manage its money', SLIDE_LONG_MS),
    slide('The objectives board shows what to do next. Start with your budget!', 'point', 'objectives board', 0, [highlight('objectives')]),
  ],
  budget: [
    slide('This is your budget. Your total budget this season is $15.', 'point', '$15', SLIDE_LONG_MS, [highlight('equation')]),
    slide('Total budget = savings + spent + what is left. If your players cost $14, you can save at most $1.', 'think', 'savings + spent', SLIDE_LONG_MS),
    slide('Before you sign anyone, move the puck to save $3. Now try saving $4.', 'point', 'save', 0, [highlight('savingsSlider'), demoSavings(3), demoSavings(4)], 'left'),
    slide('Saving $9 of $15 leaves only $6 for players. Saving first is smart, but your team needs players too!', 'think', 'Saving first', SLIDE_LONG_MS, [demoSavings(9)]),
    slide('Money left in savings at the end of the season wins the savings cup.', 'cheer', 'savings cup', 0),
  ],
  team: [
    slide('Your team has six spots: three forwards, two defense and one goalie.', 'point', 'six spots', SLIDE_LONG_MS, [highlight('slots')]),
    slide('Click an empty spot to sign a player. Each player has a rank and a cost.', 'point', 'rank and a cost', SLIDE_LONG_MS),
    slide('Before the season you can release a player. After it starts, you can only trade.', 'think', 'release', 0),
  ],
  scout: [
    slide('Scouts found 6 new players. Drag each one to a contract level.', 'point', 'contract level', SLIDE_LONG_MS, [highlight('scoutBoard')]),
    slide('Level one pays the most, level three the least. Great players won’t take a low offer!', 'think', 'pays the most', SLIDE_LONG_MS),
    slide('Scouted players can join your team at your first empty spot. You can scout once per season.', 'cheer', 'once per season', 0),
  ],
  season: [
    slide('Press the puck to start a game. Your team rank against theirs decides who wins.', 'point', 'team rank', SLIDE_LONG_MS, [highlight('puck')]),
    slide('During the game, click fast to cheer! Every 15 clicks adds 1 to your team rank.', 'cheer', 'cheer', SLIDE_LONG_MS, [highlight('cheerMeter')]),
    slide('Finish in the top three with savings left to earn a promotion.', 'thumbsUp', 'top three', 0),
  ],
};
