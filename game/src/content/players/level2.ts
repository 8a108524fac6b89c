import { buildCatalogue } from './buildCatalogue';

/**
 * Level 2 players. Row: position (F forward, D defense, G goalie), name, overall rank,
 * offensive, pass and defensive ranks (skaters; goalies list 0s and save with their overall),
 * sharkPlayer, starting place. Overall ranks stay within 60 (docs/product.md#players). Contract cost
 * comes from the rank by marketContractLevel. Names are invented.
 * Tuned with the season benchmark (bench/seasons.ts) so that a student who saves first and
 * scouts well usually finishes top three, and one who spends first usually cannot keep savings.
 */
export const LEVEL_2_PLAYERS = buildCatalogue(2, [
  ['F', 'Arlo Dunmore', 57, 59, 58, 54, 'TRUE', 'marketPlayer'],
  ['F', 'Esme Fenwick', 52, 55, 51, 50, 'FALSE', 'marketPlayer'],
  ['F', 'Dev Achebe', 48, 49, 49, 46, 'FALSE', 'marketPlayer'],
  ['F', 'Lila Lowell', 46, 48, 45, 45, 'FALSE', 'marketPlayer'],
  ['F', 'Rafe Strand', 42, 45, 43, 38, 'FALSE', 'marketPlayer'],
  ['F', 'Cleo Blythe', 39, 40, 38, 39, 'FALSE', 'marketPlayer'],
  ['F', 'Emil Inge', 36, 38, 37, 33, 'FALSE', 'marketPlayer'],
  ['F', 'Sana Rhys', 33, 36, 32, 31, 'FALSE', 'marketPlayer'],
  ['D', 'Bodhi Crane', 55, 54, 56, 55, 'TRUE', 'marketPlayer'],
  ['D', 'Vera Nakamura', 49, 47, 48, 52, 'FALSE', 'marketPlayer'],
  ['D', 'Tariq Moreau', 46, 43, 47, 48, 'FALSE', 'marketPlayer'],
  ['D', 'Gemma Ivers', 41, 40, 40, 43, 'FALSE', 'marketPlayer'],
  ['D', 'Hugo Rasmussen', 37, 35, 38, 38, 'FALSE', 'marketPlayer'],
  ['D', 'Anika Falk', 34, 31, 33, 38, 'FALSE', 'marketPlayer'],
  ['G', 'Rowan Marsh', 56, 0, 0, 0, 'TRUE', 'marketPlayer'],
  ['G', 'Mira Tovar', 47, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['G', 'Caleb Corwin', 41, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['G', 'Yuki Joss', 35, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['F', 'Silas Sable', 50, 52, 51, 47, 'FALSE', 'scoutPlayer'],
  ['F', 'Freya Brandt', 43, 46, 42, 41, 'FALSE', 'scoutPlayer'],
  ['F', 'Mateo Delacroix', 32, 33, 33, 30, 'FALSE', 'scoutPlayer'],
  ['D', 'Ines Kettering', 47, 45, 46, 50, 'FALSE', 'scoutPlayer'],
  ['D', 'Jasper Rook', 40, 37, 41, 42, 'FALSE', 'scoutPlayer'],
  ['G', 'Leni Oduya', 42, 0, 0, 0, 'FALSE', 'scoutPlayer'],
]);
