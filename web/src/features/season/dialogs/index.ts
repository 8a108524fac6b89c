// The season page's three dialogs (step 6 contract): each reads the student itself.
export { DoubleHeaderSummary } from './DoubleHeaderSummary';
export { InjuryScenarioDialog } from './InjuryScenarioDialog';
export { SeasonCompleteDialog } from './SeasonCompleteDialog';
