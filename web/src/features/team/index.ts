export { TeamScreen } from './TeamScreen';
