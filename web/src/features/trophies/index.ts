export { TrophiesScreen } from './TrophiesScreen';
