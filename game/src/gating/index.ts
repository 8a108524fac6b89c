export { pageAccess, isPageOpen, allTutorialsDone, footerEnabled, footerButtons } from './gating';
export type { PageAccess, FooterButtons } from './gating';
