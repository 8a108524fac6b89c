export { ScoutScreen } from './ScoutScreen';
