export { createRng, normaliseSeed } from './rng';
export type { Rng } from './rng';
