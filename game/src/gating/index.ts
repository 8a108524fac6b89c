export { pageAccess, isPageOpen, allTutorialsDone, footerEnabled, footerButtons } from './gating';
export type { PageAccess, FooterButtons } from './gating';
export { FOOTER_PAGES, isTutorialPage, nextTutorial, canReplayTutorial, canNavigate } from './navigation';
export type { FooterPage } from './navigation';
