// The class names of the plain components: the app's frame (PageShell, the spinner, the message
// page) and its first screens (the dashboard, the logins), drawn without Chakra at run time
// (docs/decisions.md#d78). Each is the class list Chakra gives the same element (its `chakra-*`
// class, if any) and a class of ours, `rm-*`, whose rules the build makes from the Chakra element
// of the same name in build-time/specimens.tsx (build-time/plain-css.tsx): the same look, from the same theme.
export const plain = {
  // PageShell: the frame of every screen but the dashboard and the game's.
  shell: 'rm-shell',
  shellContainer: 'chakra-container rm-shell-container',

  // The dashboard.
  dashMain: 'rm-dash-main',
  dashRow: 'rm-dash-row',
  dashLogo: 'chakra-image rm-dash-logo',
  dashBody: 'chakra-stack rm-dash-body',
  dashHeader: 'chakra-stack rm-dash-header',
  dashTitle: 'chakra-heading rm-dash-title',
  dashLead: 'rm-dash-lead',
  dashNav: 'chakra-stack rm-dash-nav',
  dashStudent: 'chakra-button rm-dash-student',
  dashTeachers: 'chakra-button rm-dash-teachers',
  dashRegistration: 'chakra-button rm-dash-registration',
  dashAdmin: 'chakra-link rm-dash-admin',

  // AuthCard: the card of the logins, registration and password pages.
  authCard: 'chakra-stack rm-auth-card',
  authCardWide: 'chakra-stack rm-auth-card-wide',
  authHeader: 'chakra-stack rm-auth-header',
  authTitle: 'chakra-heading rm-auth-title',
  authIntro: 'rm-auth-intro',

  // FormAlert, by status.
  alertError: 'chakra-alert__root rm-alert-error',
  alertWarning: 'chakra-alert__root rm-alert-warning',
  alertInfo: 'chakra-alert__root rm-alert-info',
  alertSuccess: 'chakra-alert__root rm-alert-success',
  alertIndicator: 'rm-alert-indicator',
  alertIcon: 'rm-alert-icon',
  alertContent: 'chakra-alert__content rm-alert-content',
  alertTitle: 'chakra-alert__title rm-alert-title',
  alertDescription: 'chakra-alert__description rm-alert-description',

  // The login form.
  loginFields: 'chakra-stack rm-login-fields',
  field: 'chakra-field__root rm-field',
  fieldLabel: 'chakra-field__label rm-field-label',
  fieldInput: 'chakra-input rm-field-input',
  forgotLink: 'chakra-link rm-forgot-link',
  continueLink: 'chakra-link rm-continue-link',
  submitButton: 'chakra-button rm-submit-button',
  buttonLoader: 'rm-button-loader',
  buttonSpinner: 'chakra-spinner rm-button-spinner',

  // ActionRow and OutlineLink: the buttons under every auth form.
  actionRow: 'chakra-stack rm-action-row',
  actionRowBelowFields: 'chakra-stack rm-action-row-below-fields',
  outlineLink: 'chakra-button rm-outline-link',

  // FullPageSpinner.
  spinnerPage: 'rm-spinner-page',
  spinnerPageSpinner: 'chakra-spinner rm-spinner-page-spinner',
  visuallyHidden: 'rm-visually-hidden',

  // MessagePage.
  messageCard: 'chakra-stack rm-message-card',
  messageTitle: 'chakra-heading rm-message-title',
  messageText: 'rm-message-text',
  messageActions: 'chakra-stack rm-message-actions',
  messageRetry: 'chakra-button rm-message-retry',
  messageLinkSolid: 'chakra-button rm-message-link-solid',
  messageLinkOutline: 'chakra-button rm-message-link-outline',

  // FirstScreenLanguageChooser: the first screens' language select.
  languageChooser: 'chakra-stack rm-language-chooser',
  languageLabel: 'rm-language-label',
  languageSelect: 'rm-language-select',
} as const;

export type PlainName = keyof typeof plain;

/** The class of ours in a name's list: the marker the specimens carry and the CSS selects by. */
export function ownClass(name: PlainName): string {
  const own = plain[name].split(' ').find((token) => token.startsWith('rm-'));
  if (!own) throw new Error(`plain.${name} has no rm- class`);
  return own;
}
