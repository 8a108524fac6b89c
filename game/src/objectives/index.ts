export {
  OBJECTIVE_TEXT,
  makeObjective,
  newObjectives,
  setObjective,
  isObjectiveComplete,
  homeObjectives,
} from './objectives';
