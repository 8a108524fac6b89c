export { dueCheck, formFor, nextQuestion, checkQuestions, checkScore, checkProgress, isFirstCheck, progressLine, MAX_CHECKS } from './check';
export type { DueCheck, Tally, CheckScore, CheckProgress } from './check';
export { seasonDecisions, DECISION_STANDARD } from './decisions';
export type { DecisionFigures } from './decisions';
