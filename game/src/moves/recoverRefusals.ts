import type { RefusalRecord, Student } from '../types';

/** A signing into `slot` recovers the refusals noted for it. */
export function recoverRefusals(state: Student, slot: RefusalRecord['slot']): Student {
  const { refusals } = state.season;
  if (!refusals.some((r) => r.slot === slot && !r.recovered)) return state;
  return { ...state, season: { ...state.season, refusals: refusals.map((r) => (r.slot === slot ? { ...r, recovered: true } : r)) } };
}
