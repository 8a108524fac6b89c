import { buildCatalogue } from './buildCatalogue';

/**
 * Level 1 players. Row: position (F forward, D defense, G goalie), name, overall rank,
 * offensive, pass and defensive ranks (skaters; goalies list 0s and save with their overall),
 * sharkPlayer, starting place. Overall ranks stay within 30 (docs/product.md#players). Contract cost
 * comes from the rank by marketContractLevel. Names are invented.
 * Tuned with the season benchmark (bench/seasons.ts) so that a student who saves first and
 * scouts well usually finishes top three, and one who spends first usually cannot keep savings.
 */
export const LEVEL_1_PLAYERS = buildCatalogue(1, [
  ['F', 'Milo Marchetti', 21, 23, 22, 18, 'TRUE', 'marketPlayer'],
  ['F', 'Ava Quill', 18, 21, 17, 16, 'FALSE', 'marketPlayer'],
  ['F', 'Theo Pell', 16, 17, 17, 14, 'FALSE', 'marketPlayer'],
  ['F', 'Priya Birchall', 14, 16, 13, 13, 'FALSE', 'marketPlayer'],
  ['F', 'Jonah Kowal', 13, 16, 14, 9, 'FALSE', 'marketPlayer'],
  ['F', 'Lena Jarvik', 11, 12, 10, 11, 'FALSE', 'marketPlayer'],
  ['F', 'Kai Quinlan', 8, 10, 9, 5, 'FALSE', 'marketPlayer'],
  ['F', 'Nora Zell', 5, 8, 4, 3, 'FALSE', 'marketPlayer'],
  ['D', 'Eli Gale', 19, 18, 20, 19, 'TRUE', 'marketPlayer'],
  ['D', 'Zara Nash', 16, 14, 15, 19, 'FALSE', 'marketPlayer'],
  ['D', 'Owen York', 14, 11, 15, 16, 'FALSE', 'marketPlayer'],
  ['D', 'Maya Halloway', 12, 11, 11, 14, 'FALSE', 'marketPlayer'],
  ['D', 'Felix Ashdown', 9, 7, 10, 10, 'FALSE', 'marketPlayer'],
  ['D', 'Iris Castellan', 6, 3, 5, 10, 'FALSE', 'marketPlayer'],
  ['G', 'Leo Lachance', 20, 0, 0, 0, 'TRUE', 'marketPlayer'],
  ['G', 'Ruby Merriweather', 15, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['G', 'Sami Kells', 12, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['G', 'Tess Reyes', 7, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['F', 'Omar Amory', 17, 19, 18, 14, 'FALSE', 'scoutPlayer'],
  ['F', 'Hazel Hart', 13, 16, 12, 11, 'FALSE', 'scoutPlayer'],
  ['F', 'Ezra Penn', 4, 5, 5, 2, 'FALSE', 'scoutPlayer'],
  ['D', 'Juno Brook', 15, 13, 14, 18, 'FALSE', 'scoutPlayer'],
  ['D', 'Nico Ferreira', 10, 7, 11, 12, 'FALSE', 'scoutPlayer'],
  ['G', 'Wren Varga', 12, 0, 0, 0, 'FALSE', 'scoutPlayer'],
]);
