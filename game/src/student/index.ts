export { newStudent } from './newStudent';
export { startLevel } from './startLevel';
