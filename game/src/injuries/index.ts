export { injuryDue, chooseInjured, applyInjuries, injuryMessage } from './injuries';
