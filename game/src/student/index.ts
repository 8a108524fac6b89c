export { newStudent } from './newStudent';
export type { NewStudentInput } from './newStudent';
export { startLevel } from './startLevel';
