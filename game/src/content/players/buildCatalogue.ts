import { contractCost } from '../../scouting/contractCost';
import { marketContractLevel } from '../../scouting/marketContractLevel';
import type { Level, Player, Position } from '../../types';

/** A catalogue row: position, name, overall, offensive, pass, defensive, sharkPlayer, start. */
type CatalogueRow = readonly [
  'F' | 'D' | 'G',
  string,
  number,
  number,
  number,
  number,
  'TRUE' | 'FALSE',
  'marketPlayer' | 'scoutPlayer',
];

const POSITION: Record<CatalogueRow[0], Position> = { F: 'forward', D: 'defense', G: 'goalie' };

/** Turn compact rows into stored players with ids, picture keys and contract costs. */
export function buildCatalogue(level: Level, rows: readonly CatalogueRow[]): readonly Player[] {
  const counters = { F: 0, D: 0, G: 0 };
  return rows.map(([pos, playerName, overall, off, pass, def, shark, start]) => {
    counters[pos] += 1;
    const id = `l${level}-${pos.toLowerCase()}${String(counters[pos]).padStart(2, '0')}`;
    const goalie = pos === 'G';
    return {
      _id: id,
      playerName,
      playerPosition: POSITION[pos],
      playerLevel: level,
      overallRank: overall,
      offensiveRank: goalie ? 0 : off,
      passRank: goalie ? 0 : pass,
      defensiveRank: goalie ? 0 : def,
      saveRank: goalie ? overall : 0,
      playerCost: contractCost(level, marketContractLevel(level, overall)),
      playerPicture: `players/${id}`,
      sharkPlayer: shark,
      playerAssignment: start,
      offerLevel: null,
    };
  });
}
