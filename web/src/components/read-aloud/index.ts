// Read-aloud for young readers (the browser's speech synthesis, in the page's language).
export { ReadAloudButton } from './ReadAloudButton';
export { ReadAloudSwitch } from './ReadAloudSwitch';
export { useReadAloud } from './useReadAloud';
export { readableText } from './read-aloud';
