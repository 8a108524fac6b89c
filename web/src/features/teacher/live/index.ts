// The teacher's live views (issue 10), placed on /teacher/home by the page's frame.
export { ClassroomStatsDialog } from './ClassroomStatsDialog';
export { DecisionsView } from './DecisionsView';
