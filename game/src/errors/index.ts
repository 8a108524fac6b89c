export { ERROR_MESSAGES } from './messages';
export { ruleError, fail, ok, isError } from './result';
