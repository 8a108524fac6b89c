export {
  OBJECTIVE_TEXT,
  makeObjective,
  newObjectives,
  homeObjectives,
} from './objectives';
