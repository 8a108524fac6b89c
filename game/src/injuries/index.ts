export { injuryDue, injuryMessage } from './injuries';
export { injuryStory } from './injuryLog';
