export { SeasonScreen } from './SeasonScreen';
