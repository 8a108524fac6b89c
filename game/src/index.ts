/**
 * @rink/game: the rules of Rink Money as pure functions, run by the server (authority) and
 * the client (preview). No I/O, no clock, no platform randomness: chance comes from the seeded
 * generator stored in the student document.
 *
 * Start with newStudent() and applyMove(); everything else answers questions the screens ask.
 */
export * from './types';
export * from './random';
export * from './levels';
export * from './errors';
export * from './content';
export * from './lineup';
export * from './money';
export * from './scouting';
export * from './season';
export * from './cheer';
export * from './injuries';
export * from './gating';
export * from './objectives';
export * from './progress';
export * from './student';
export * from './learning';
export * from './moves';
