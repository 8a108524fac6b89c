export { DebriefScreen } from './DebriefScreen';
