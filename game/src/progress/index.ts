export { tutorialsDone, levelsDone } from './progress';
