export { MascotTutorial } from './MascotTutorial';
export { HelpButton } from './HelpButton';
export { slideHighlights, slideTasks } from './tutorial-actions';
