export { TeamPage } from './TeamPage';
