// The season page's three dialogs (docs/product.md#season-dialogs): each reads the student itself.
export { DoubleHeaderSummary } from './DoubleHeaderSummary';
export { InjuryScenarioDialog } from './InjuryScenarioDialog';
export { SeasonCompleteDialog } from './SeasonCompleteDialog';
