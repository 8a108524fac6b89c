export { ERROR_MESSAGES } from './messages';
export { fail, ok } from './result';
