// The money check: a short quiz a student takes before their first season and after each
// season ends, so a teacher sees what the class learned (docs/learning.md).
//
// Two parallel forms of eight questions. Question k of form A and question k of form B test the
// same skill, at the same difficulty, with other numbers and other words, so the check after a
// season is not a memory test of the check before it. Each question is tagged with one area of
// the National Standards for Personal Financial Education (Council for Economic Education and
// Jump$tart Coalition, 2021): the areas this game practises are spending, saving and managing risk.
// Words a 9-year-old reads; no timer; the right answer is never always in the same place.

import type { CheckedStandard, CheckForm, Standard } from '../types';

/** The areas' names as the standards print them. */
export const STANDARD_NAMES: Readonly<Record<Standard, string>> = {
  earningIncome: 'Earning Income',
  spending: 'Spending',
  saving: 'Saving',
  investing: 'Investing',
  managingCredit: 'Managing Credit',
  managingRisk: 'Managing Risk',
};

/** What a question tests; question k of each form tests the k-th skill. */
export const CHECK_SKILLS = [
  'budgetLeft',
  'costOfChoice',
  'needsBeforeWants',
  'valueForMoney',
  'saveFirst',
  'rollover',
  'emergencyFund',
  'coverTheLoss',
] as const;
type CheckSkill = (typeof CHECK_SKILLS)[number];

export interface CheckQuestion {
  /** Stable id, stored with the student's answers: never reuse one for another question. */
  id: string;
  skill: CheckSkill;
  standard: CheckedStandard;
  prompt: string;
  choices: readonly string[];
  /** Index of the one right choice. */
  answer: number;
  /** Shown after answering, right or wrong: why the right answer is right, in plain words. */
  explanation: string;
}

/** The standard area each skill belongs to (one rule, so both forms agree). */
export const SKILL_STANDARD: Readonly<Record<CheckSkill, CheckedStandard>> = {
  budgetLeft: 'spending',
  costOfChoice: 'spending',
  needsBeforeWants: 'spending',
  valueForMoney: 'spending',
  saveFirst: 'saving',
  rollover: 'saving',
  emergencyFund: 'managingRisk',
  coverTheLoss: 'managingRisk',
};

const question = (id: string, skill: CheckSkill, rest: Omit<CheckQuestion, 'id' | 'skill' | 'standard'>): CheckQuestion => ({
  id,
  skill,
  standard: SKILL_STANDARD[skill],
  ...rest,
});

const FORM_A: readonly CheckQuestion[] = [
  question('a1-budget-left', 'budgetLeft', {
    prompt: 'Your team has $15. You put $3 in savings and spend $9 on players. How much money is left to spend?',
    choices: ['$3', '$6', '$12', '$9'],
    answer: 0,
    explanation: 'Money left = total − savings − spent. $15 − $3 − $9 = $3.',
  }),
  question('a2-cost-of-choice', 'costOfChoice', {
    prompt: 'Mia signs a $3 player instead of saving that $3. What did she give up?',
    choices: ['Nothing, signing is free', 'The $3 she could have saved', 'Her whole budget', 'The other players on her team'],
    answer: 1,
    explanation: 'Every dollar you spend is a dollar you cannot save. The $3 player cost her the $3 she could have kept.',
  }),
  question('a3-needs-wants', 'needsBeforeWants', {
    prompt: 'Your team has no goalie yet, and you see a star forward you would love. What should you pay for first?',
    choices: ['The star forward', 'A new team logo', 'A goalie, because the team cannot play without one', 'Nothing at all'],
    answer: 2,
    explanation: 'A need comes before a want. A team must have a goalie to play, so the goalie comes first; the star is a want.',
  }),
  question('a4-value', 'valueForMoney', {
    prompt: 'Two players help your team the same amount. Player A costs $2 and player B costs $3. Which is the better deal?',
    choices: ['Player B, because it costs more', 'Player A, the same help for less money', 'They are the same deal', 'Neither of them'],
    answer: 1,
    explanation: 'When two things do the same job, the cheaper one is better value, and you keep the $1 you did not spend.',
  }),
  question('a5-save-first', 'saveFirst', {
    prompt: 'When is the best time to decide how much to save?',
    choices: ['After everything else is bought', 'Only when you have lots of money', 'Never', 'First, before you start spending'],
    answer: 3,
    explanation: 'Save first, then spend what is left. If you wait until the end, there is often nothing left to save.',
  }),
  question('a6-rollover', 'rollover', {
    prompt: 'Leo saved $4 this season. What can that $4 do next season?',
    choices: ['Add to his budget, so he has more to use', 'Nothing, it disappears', 'It has to be spent today', 'It pays the other team'],
    answer: 0,
    explanation: 'Money you save is still yours later. In Rink Money, savings roll over and can be added to next season\'s budget.',
  }),
  question('a7-emergency-fund', 'emergencyFund', {
    prompt: 'Why keep some money saved during a season?',
    choices: ['To show it off', 'To pay for a surprise, like a player getting hurt', 'Because spending is always wrong', 'So the game ends sooner'],
    answer: 1,
    explanation: 'Surprises happen. Money kept for an emergency lets you fix a problem, like signing a new player after an injury.',
  }),
  question('a8-cover-loss', 'coverTheLoss', {
    prompt: 'Your goalie gets hurt in the middle of the season. You have no money left. What happens?',
    choices: ['You get free money', 'Nothing changes', 'You may have to play with an empty spot', 'The other team waits for you'],
    answer: 2,
    explanation: 'Without money saved you cannot sign someone new, so your team may play short. That is why an emergency fund helps.',
  }),
];

const FORM_B: readonly CheckQuestion[] = [
  question('b1-budget-left', 'budgetLeft', {
    prompt: 'Your team has $20. You save $5 and spend $11 on players. How much money is left to spend?',
    choices: ['$9', '$15', '$4', '$5'],
    answer: 2,
    explanation: 'Money left = total − savings − spent. $20 − $5 − $11 = $4.',
  }),
  question('b2-cost-of-choice', 'costOfChoice', {
    prompt: 'Sam buys a $2 snack instead of putting $2 in savings. What did Sam give up?',
    choices: ['The $2 he could have saved', 'Nothing at all', 'All of his savings', 'His next snack'],
    answer: 0,
    explanation: 'Every choice costs something. Spending $2 on a snack means that $2 is not in savings.',
  }),
  question('b3-needs-wants', 'needsBeforeWants', {
    prompt: 'Your team needs two defense players to play. You also like a fancy new forward. What should you pay for first?',
    choices: ['The fancy forward', 'The two defense players the team needs', 'New team jerseys', 'Snacks for the fans'],
    answer: 1,
    explanation: 'Needs come before wants. Without its defense players the team cannot play; the fancy forward is a want.',
  }),
  question('b4-value', 'valueForMoney', {
    prompt: 'Player X has a rank of 20 and costs $2. Player Y has a rank of 20 and costs $4. Which is the better deal?',
    choices: ['Player Y', 'Both are the same deal', 'Neither of them', 'Player X, the same rank for less money'],
    answer: 3,
    explanation: 'Compare what you get with what it costs. Same rank for half the price means Player X is better value.',
  }),
  question('b5-save-first', 'saveFirst', {
    prompt: 'You get $10 for your birthday and want to save some. What is a smart plan?',
    choices: ['Put some in savings first, then spend the rest', 'Spend it all today', 'Save only what is left at the end of the month', 'Give it all away'],
    answer: 0,
    explanation: 'Saving first means the money is put aside before spending can use it up.',
  }),
  question('b6-rollover', 'rollover', {
    prompt: 'Ana saved $6 at the end of the season. What happens to that money?',
    choices: ['It is gone forever', 'It must be given to the coach', 'It can be added to her budget next season', 'It turns into players by itself'],
    answer: 2,
    explanation: 'Saved money waits for you. In Rink Money, savings roll over and can be added to next season\'s budget.',
  }),
  question('b7-emergency-fund', 'emergencyFund', {
    prompt: 'What is an emergency fund for?',
    choices: ['Buying a treat every day', 'Paying for something bad you did not plan for', 'Winning every game', 'Nothing, it is wasted money'],
    answer: 1,
    explanation: 'An emergency fund is money kept for surprises you did not plan for, like an injury.',
  }),
  question('b8-cover-loss', 'coverTheLoss', {
    prompt: 'Two players get hurt. You kept $4 in savings. What can you do?',
    choices: ['Nothing, the season is over', 'Use the savings to sign new players', 'Ask the other team for money', 'Stop playing hockey'],
    answer: 1,
    explanation: 'Savings kept for emergencies can pay for new players, so the team does not have to play short.',
  }),
];

export const MONEY_CHECK: Readonly<Record<CheckForm, readonly CheckQuestion[]>> = { A: FORM_A, B: FORM_B };

/** Questions in each form. */
export const CHECK_LENGTH = 8;
