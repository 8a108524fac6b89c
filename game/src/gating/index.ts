export { pageAccess, pageClosedBy, isPageOpen, allTutorialsDone, footerEnabled, footerButtons, footerClosedReasons } from './gating';
export type { PageAccess, FooterButtons, FooterReasons, ClosedReason } from './gating';
export { FOOTER_PAGES, isTutorialPage, nextTutorial, nextStepPage, canReplayTutorial, canNavigate, stickClosedBy } from './navigation';
export type { FooterPage } from './navigation';
