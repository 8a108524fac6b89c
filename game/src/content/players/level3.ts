import { buildCatalogue } from './buildCatalogue';

/**
 * Level 3 players. Row: position (F forward, D defense, G goalie), name, overall rank,
 * offensive, pass and defensive ranks (skaters; goalies list 0s and save with their overall),
 * sharkPlayer, starting place. Overall ranks stay within 90 (docs/product.md#players). Contract cost
 * comes from the rank by marketContractLevel. Names are invented.
 * Tuned with the season benchmark (bench/seasons.ts) so that a student who saves first and
 * scouts well usually finishes top three, and one who spends first usually cannot keep savings.
 */
export const LEVEL_3_PLAYERS = buildCatalogue(3, [
  ['F', 'Kofi Granger', 89, 90, 90, 86, 'TRUE', 'marketPlayer'],
  ['F', 'Ada Novak', 86, 89, 85, 84, 'FALSE', 'marketPlayer'],
  ['F', 'Ronan Ulm', 82, 83, 83, 80, 'FALSE', 'marketPlayer'],
  ['F', 'Talia Dray', 78, 80, 77, 77, 'FALSE', 'marketPlayer'],
  ['F', 'Enzo Kade', 74, 77, 75, 70, 'FALSE', 'marketPlayer'],
  ['F', 'Pia Tate', 72, 73, 71, 72, 'FALSE', 'marketPlayer'],
  ['F', 'Luca Okafor', 68, 70, 69, 65, 'FALSE', 'marketPlayer'],
  ['F', 'Noor Whitcombe', 63, 66, 62, 61, 'FALSE', 'marketPlayer'],
  ['D', 'Aksel Sorensen', 88, 87, 89, 88, 'TRUE', 'marketPlayer'],
  ['D', 'Lucia Tamsin', 83, 81, 82, 86, 'FALSE', 'marketPlayer'],
  ['D', 'Finn Thorne', 79, 76, 80, 81, 'FALSE', 'marketPlayer'],
  ['D', 'Selma Holm', 74, 73, 73, 76, 'FALSE', 'marketPlayer'],
  ['D', 'Dario Orrin', 71, 69, 72, 72, 'FALSE', 'marketPlayer'],
  ['D', 'Keira Wexler', 64, 61, 63, 68, 'FALSE', 'marketPlayer'],
  ['G', 'Bram Ekwall', 88, 0, 0, 0, 'TRUE', 'marketPlayer'],
  ['G', 'Odile Lyle', 81, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['G', 'Idris Voss', 73, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['G', 'Maren Lindqvist', 65, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['F', 'Cyrus Petrov', 84, 86, 85, 81, 'FALSE', 'scoutPlayer'],
  ['F', 'Elin Abara', 74, 77, 73, 72, 'FALSE', 'scoutPlayer'],
  ['F', 'Tobin Okoye', 62, 63, 63, 60, 'FALSE', 'scoutPlayer'],
  ['D', 'Rhea Vance', 79, 77, 78, 82, 'FALSE', 'scoutPlayer'],
  ['D', 'Arjun Iyer', 72, 69, 73, 74, 'FALSE', 'scoutPlayer'],
  ['G', 'Greta Pruitt', 73, 0, 0, 0, 'FALSE', 'scoutPlayer'],
]);
