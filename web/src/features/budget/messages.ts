import { defineMessage, defineMessages } from 'react-intl';

// The budget page's words (docs/product.md#budget-page, #rollover-dialog). English is the
// specification's wording; Spanish is in web/src/i18n/es/budget.json. A message with arguments is
// a defineMessage<Values>, so react-intl 12 checks the values each call passes. The engine's
// refusals come through serverText (web/src/i18n/server-text.ts).

export const budgetMessages = defineMessages({
  title: { id: 'budget.title', defaultMessage: 'BUDGET' },
  saving: { id: 'budget.saving', defaultMessage: 'Saving…' },
  saved: { id: 'budget.saved', defaultMessage: 'Saved' },
  savingsHeading: defineMessage<{ amount: string }>({ id: 'budget.savingsHeading', defaultMessage: 'Savings: {amount}' }),
  slideToSave: defineMessage<{ max: string }>({
    id: 'budget.slideToSave',
    defaultMessage: 'Slide the puck to put money in savings. You can save up to {max}.',
  }),
  sliderLabel: { id: 'budget.sliderLabel', defaultMessage: 'Savings' },
  seasonOver: { id: 'budget.seasonOver', defaultMessage: 'The season is over: choose what to do next on the trophies page.' },
  whereNext: { id: 'budget.whereNext', defaultMessage: 'Where to next' },
  stickHome: { id: 'budget.stick.home', defaultMessage: 'HOME' },
  stickHomeDescription: { id: 'budget.stick.homeDescription', defaultMessage: 'Back to your office.' },
  stickTeam: { id: 'budget.stick.team', defaultMessage: 'TEAM' },
  stickTeamDescription: { id: 'budget.stick.teamDescription', defaultMessage: 'Build your team by signing players!' },
});

/** The equation board: total − savings − spent = remaining. */
export const equationMessages = defineMessages({
  total: { id: 'budget.equation.total', defaultMessage: 'Total' },
  savings: { id: 'budget.equation.savings', defaultMessage: 'Savings' },
  spent: { id: 'budget.equation.spent', defaultMessage: 'Spent' },
  remaining: { id: 'budget.equation.remaining', defaultMessage: 'Remaining' },
  minus: { id: 'budget.equation.minus', defaultMessage: 'minus' },
  equals: { id: 'budget.equation.equals', defaultMessage: 'equals' },
  /** The whole equation in words, for screen readers. */
  spoken: defineMessage<{ total: string; savings: string; spent: string; remaining: string }>({
    id: 'budget.equation.spoken',
    defaultMessage: 'Budget: {total} total minus {savings} savings minus {spent} spent equals {remaining} remaining',
  }),
});

/** The savings partner's rollover dialog. */
export const rolloverMessages = defineMessages({
  title: { id: 'budget.rollover.title', defaultMessage: 'Roll over your savings' },
  description: defineMessage<{ available: string }>({
    id: 'budget.rollover.description',
    defaultMessage: 'You saved {available} in earlier seasons. Slide the puck to choose how much to add to this season’s total budget.',
  }),
  open: defineMessage<{ available: string }>({ id: 'budget.rollover.open', defaultMessage: 'Use Last Season’s Savings ({available})' }),
  cancel: { id: 'budget.rollover.cancel', defaultMessage: 'Cancel' },
  adding: { id: 'budget.rollover.adding', defaultMessage: 'Adding' },
  add: { id: 'budget.rollover.add', defaultMessage: 'Add to Total Budget' },
  added: defineMessage<{ amount: string }>({ id: 'budget.rollover.added', defaultMessage: '{amount} added to your total budget' }),
  partnerName: { id: 'budget.rollover.partnerName', defaultMessage: 'Bea the Bluebird, Bluebird Community Bank' },
  partnerSays: {
    id: 'budget.rollover.partnerSays',
    defaultMessage: 'Your savings from last season are safe with us. Add some to this season’s budget now, and keep the rest for later!',
  },
  sliderLabel: { id: 'budget.rollover.sliderLabel', defaultMessage: 'Savings to add to the total budget' },
  totalChange: defineMessage<{ before: string; after: string }>({ id: 'budget.rollover.totalChange', defaultMessage: 'Total budget: {before} → {after}' }),
  leftForLater: defineMessage<{ amount: string }>({ id: 'budget.rollover.leftForLater', defaultMessage: 'Savings left to roll over later: {amount}' }),
});
