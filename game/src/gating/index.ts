export { pageAccess, footerClosedReasons } from './gating';
export type { ClosedReason } from './gating';
export { FOOTER_PAGES, isTutorialPage, nextStepPage, canReplayTutorial, canNavigate, stickClosedBy } from './navigation';
export type { FooterPage } from './navigation';
