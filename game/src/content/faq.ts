import type { FaqEntry } from '../types';

/** FAQs behind the mascot help button (docs/product.md#help-and-faq gives the first three answers). */
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'When can I release a player?',
    answer: 'Releasing a player is possible only before the season starts. The player goes back to the market.',
  },
  {
    question: 'When can I trade a player?',
    answer: 'Trading is possible only after the season starts. You swap a player on your team for one on the market.',
  },
  {
    question: 'How often can I scout?',
    answer: 'One scouting round is allowed per season. Offer all 6 scouted players a contract to finish.',
  },
  {
    question: 'What is my remaining budget?',
    answer: 'Your total budget minus your savings minus what your players cost. You can only sign a player you can pay for.',
  },
  {
    question: 'Why should I save?',
    answer: 'Money still in savings at the end of the season wins the savings cup, and you need it to be promoted. Saved money rolls over so you can add it to next season’s budget.',
  },
  {
    question: 'How do I win a game?',
    answer: 'Your team rank plus your cheering bonus must be at least the other team’s rank. Cheer hard: every 15 clicks adds 1 to your rank, up to 5.',
  },
  {
    question: 'What happens when a player gets hurt?',
    answer: 'Injuries can happen after every 4th game. The hurt player leaves your team, and you must sign a replacement before the next game.',
  },
  {
    question: 'How do I move up a level?',
    answer: 'Finish in the top three and keep some money in savings. Then you can accept promotion on the trophies page.',
  },
];
