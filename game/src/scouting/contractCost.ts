import { CONTRACT_COST } from '../levels';
import type { ContractLevel, Level } from '../types';

/** Dollars a contract row pays at a level (docs/product.md#scouting-rules). */
export const contractCost = (level: Level, contractLevel: ContractLevel): number =>
  CONTRACT_COST[level][contractLevel];
