export { TeacherHomePage } from './TeacherHomePage';
