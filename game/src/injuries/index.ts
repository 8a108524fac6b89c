export { injuryDue, chooseInjured, applyInjuries, injuryMessage } from './injuries';
export { injuryStory, playerNote } from './injuryLog';
