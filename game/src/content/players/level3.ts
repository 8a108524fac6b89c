import { buildCatalogue } from './buildCatalogue';

/**
 * Level 3 players. Row: position (F forward, D defense, G goalie), name, overall rank,
 * offensive, pass and defensive ranks (skaters; goalies list 0s and save with their overall),
 * sharkPlayer, starting place. Overall ranks stay within 90 (spec point 9). Contract cost
 * comes from the rank by marketContractLevel. Names are invented.
 * Tuned with the season benchmark (bench/seasons.ts) so that a student who saves first and
 * scouts well usually finishes top three, and one who spends first usually cannot keep savings.
 */
export const LEVEL_3_PLAYERS = buildCatalogue(3, [
  ['F', 'Kofi Granger', 88, 90, 89, 85, 'TRUE', 'marketPlayer'],
  ['F', 'Ada Novak', 84, 87, 83, 82, 'FALSE', 'marketPlayer'],
  ['F', 'Ronan Ulm', 80, 81, 81, 78, 'FALSE', 'marketPlayer'],
  ['F', 'Talia Dray', 77, 79, 76, 76, 'FALSE', 'marketPlayer'],
  ['F', 'Enzo Kade', 73, 76, 74, 69, 'FALSE', 'marketPlayer'],
  ['F', 'Pia Tate', 70, 71, 69, 70, 'FALSE', 'marketPlayer'],
  ['F', 'Luca Okafor', 67, 69, 68, 64, 'FALSE', 'marketPlayer'],
  ['F', 'Noor Whitcombe', 63, 66, 62, 61, 'FALSE', 'marketPlayer'],
  ['D', 'Aksel Sorensen', 86, 85, 87, 86, 'TRUE', 'marketPlayer'],
  ['D', 'Lucia Tamsin', 81, 79, 80, 84, 'FALSE', 'marketPlayer'],
  ['D', 'Finn Thorne', 77, 74, 78, 79, 'FALSE', 'marketPlayer'],
  ['D', 'Selma Holm', 72, 71, 71, 74, 'FALSE', 'marketPlayer'],
  ['D', 'Dario Orrin', 68, 66, 69, 69, 'FALSE', 'marketPlayer'],
  ['D', 'Keira Wexler', 64, 61, 63, 68, 'FALSE', 'marketPlayer'],
  ['G', 'Bram Ekwall', 87, 0, 0, 0, 'TRUE', 'marketPlayer'],
  ['G', 'Odile Lyle', 79, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['G', 'Idris Voss', 71, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['G', 'Maren Lindqvist', 65, 0, 0, 0, 'FALSE', 'marketPlayer'],
  ['F', 'Cyrus Petrov', 82, 84, 83, 79, 'FALSE', 'scoutPlayer'],
  ['F', 'Elin Abara', 74, 77, 73, 72, 'FALSE', 'scoutPlayer'],
  ['F', 'Tobin Okoye', 62, 63, 63, 60, 'FALSE', 'scoutPlayer'],
  ['D', 'Rhea Vance', 78, 76, 77, 81, 'FALSE', 'scoutPlayer'],
  ['D', 'Arjun Iyer', 70, 67, 71, 72, 'FALSE', 'scoutPlayer'],
  ['G', 'Greta Pruitt', 73, 0, 0, 0, 'FALSE', 'scoutPlayer'],
]);
