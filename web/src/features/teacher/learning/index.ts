// The teacher's Learning tab and the class report's exports (docs/learning.md), placed on
// /teacher/home by the page's frame.
export { LearningView } from './LearningView';
export { LearningExports } from './LearningExports';
