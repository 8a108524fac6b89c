import type { Cup, Level } from '../types';

/**
 * The nine cups of the trophy case (docs/product.md#cup-rules). The first-place cup carries a bank
 * sponsor's name at level 1 and a league championship trophy's name at levels 2-3: our own league's,
 * since a real league's trophy name is its mark (docs/decisions.md#d68).
 */
const cupsFor = (level: Level, firstName: string, firstDescription: string): Cup[] => [
  {
    key: 'savingsCup',
    level,
    name: `Level ${level} Savings Cup`,
    description: 'You finished the season with money still in savings. Saving first pays off!',
    image: `trophies/savings-${level}`,
  },
  {
    key: 'thirdCup',
    level,
    name: `Level ${level} Top Three Cup`,
    description: 'Your team finished the season in the top three of the standings.',
    image: `trophies/top-three-${level}`,
  },
  { key: 'firstCup', level, name: firstName, description: firstDescription, image: `trophies/first-${level}` },
];

export const CUPS: Readonly<Record<Level, readonly Cup[]>> = {
  1: cupsFor(1, 'Bluebird Community Bank Cup', 'First place in the junior league, presented by Bluebird Community Bank.'),
  2: cupsFor(2, 'Silver Skate Trophy', 'The minor league\'s championship trophy: your team finished first.'),
  3: cupsFor(3, 'Grand Glacier Cup', 'The major league\'s championship trophy, the biggest prize in the game: your team finished first.'),
};
