export { dueCheck, nextQuestion, checkQuestions, checkScore, checkProgress, isFirstCheck, progressLine } from './check';
export type { DueCheck, CheckScore, CheckProgress } from './check';
