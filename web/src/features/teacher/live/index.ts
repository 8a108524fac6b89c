// The teacher's live views (docs/product.md#live-view), placed on /teacher/home by the page's frame.
export { DecisionsView } from './DecisionsView';
// ClassroomStatsDialog is loaded on its own (TeacherHomePage): it brings the chart library.
