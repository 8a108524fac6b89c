import { defineMessage, defineMessages } from 'react-intl';

// The words of teacher registration and the password pages (docs/translating.md). The logins are
// first screens and take theirs from web/src/first-screens/plain/text.ts; the checks' own messages
// (common/src/auth/texts.ts) and the server's answers are shown through serverText(). English is the
// specification's wording (docs/product.md#registration, #password-reset); the Spanish is in
// web/src/i18n/es/auth.json. A message with arguments is a defineMessage<Values>, so react-intl
// checks the values each call passes.

/** Words more than one of these pages use. */
export const authMessages = defineMessages({
  email: { id: 'auth.email', defaultMessage: 'Email' },
  backToLogin: { id: 'auth.backToLogin', defaultMessage: 'Back To Login' },
  goToTeacherLogin: { id: 'auth.goToTeacherLogin', defaultMessage: 'Go To Teacher Login' },
  passwordHelp: defineMessage<{ min: number }>({ id: 'auth.passwordHelp', defaultMessage: 'At least {min} characters' }),
});

/** /teacher/register (docs/product.md#registration). */
export const registerMessages = defineMessages({
  title: { id: 'auth.register.title', defaultMessage: 'Teacher Registration' },
  intro: { id: 'auth.register.intro', defaultMessage: 'Create your free teacher account, then add your students and watch their teams grow.' },
  aboutYou: { id: 'auth.register.aboutYou', defaultMessage: 'About you' },
  yourSchool: { id: 'auth.register.yourSchool', defaultMessage: 'Your school' },
  yourClass: { id: 'auth.register.yourClass', defaultMessage: 'Your class' },
  yourLogin: { id: 'auth.register.yourLogin', defaultMessage: 'Your login' },
  name: { id: 'auth.register.name', defaultMessage: 'Name' },
  school: { id: 'auth.register.school', defaultMessage: 'School Name' },
  schoolDistrict: { id: 'auth.register.schoolDistrict', defaultMessage: 'School District' },
  schoolAddress: { id: 'auth.register.schoolAddress', defaultMessage: 'School Address' },
  city: { id: 'auth.register.city', defaultMessage: 'City' },
  state: { id: 'auth.register.state', defaultMessage: 'State' },
  /** The state list's empty choice; the states themselves are names and stay as they are. */
  chooseState: { id: 'auth.register.chooseState', defaultMessage: 'Choose a state' },
  zipCode: { id: 'auth.register.zipCode', defaultMessage: 'Zip Code' },
  gradeTaught: { id: 'auth.register.gradeTaught', defaultMessage: 'Grade Taught' },
  gradeHelp: defineMessage<{ min: number; max: number }>({ id: 'auth.register.gradeHelp', defaultMessage: 'A grade from {min} to {max}' }),
  classSize: { id: 'auth.register.classSize', defaultMessage: 'Class Size' },
  classSizeHelp: defineMessage<{ min: number; max: number }>({ id: 'auth.register.classSizeHelp', defaultMessage: 'Number of students, {min} to {max}' }),
  userName: { id: 'auth.register.userName', defaultMessage: 'Username' },
  password: { id: 'auth.register.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'auth.register.confirmPassword', defaultMessage: 'Confirm Password' },
  fixFields: defineMessage<{ count: number }>({
    id: 'auth.register.fixFields',
    defaultMessage: '{count, plural, one {Please fix the field marked above.} other {Please fix the # fields marked above.}}',
  }),
  serverError: { id: 'auth.register.serverError', defaultMessage: 'Server Error. Could not register.' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Register' },
  submitting: { id: 'auth.register.submitting', defaultMessage: 'Registering' },
  backToDashboard: { id: 'auth.register.backToDashboard', defaultMessage: 'Back To Dashboard' },
  registered: { id: 'auth.register.registered', defaultMessage: "You're registered!" },
  ready: {
    id: 'auth.register.ready',
    defaultMessage: 'Your teacher account is ready. Log in with your username or email and the password you chose.',
  },
  welcome: defineMessage<{ name: string }>({ id: 'auth.register.welcome', defaultMessage: 'Welcome to Rink Money, {name}!' }),
});

/** /forgot-password (docs/product.md#password-reset). */
export const forgotMessages = defineMessages({
  title: { id: 'auth.forgot.title', defaultMessage: 'Forgot Password' },
  intro: { id: 'auth.forgot.intro', defaultMessage: "Enter the email you registered with and we'll send you a link to choose a new password." },
  sent: { id: 'auth.forgot.sent', defaultMessage: 'Check your email' },
  submit: { id: 'auth.forgot.submit', defaultMessage: 'Send Reset Link' },
  again: { id: 'auth.forgot.again', defaultMessage: 'Send Again' },
  submitting: { id: 'auth.forgot.submitting', defaultMessage: 'Sending' },
  /** docs/product.md#password-reset: what the page says when the server could not be reached. */
  sendFailed: { id: 'auth.forgot.sendFailed', defaultMessage: 'Unexpected error sending email. Please try again' },
});

/** /reset/{token} and /reset?oobCode=... (docs/product.md#password-reset). */
export const resetMessages = defineMessages({
  title: { id: 'auth.reset.title', defaultMessage: 'Reset Password' },
  intro: { id: 'auth.reset.intro', defaultMessage: 'Enter your email and choose a new password.' },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New Password' },
  verifyPassword: { id: 'auth.reset.verifyPassword', defaultMessage: 'Verify Password' },
  submit: { id: 'auth.reset.submit', defaultMessage: 'Reset Password' },
  submitting: { id: 'auth.reset.submitting', defaultMessage: 'Saving' },
  incomplete: { id: 'auth.reset.incomplete', defaultMessage: 'This link is not complete' },
  noCode: {
    id: 'auth.reset.noCode',
    defaultMessage: 'This reset link is missing its code. Please open the link from your email again, or ask for a new one.',
  },
  newLink: { id: 'auth.reset.newLink', defaultMessage: 'Get A New Link' },
  changed: { id: 'auth.reset.changed', defaultMessage: 'Password changed' },
  notChanged: { id: 'auth.reset.notChanged', defaultMessage: 'Your password was not changed' },
  tryAgain: { id: 'auth.reset.tryAgain', defaultMessage: 'Try Again' },
  /** docs/product.md#password-reset: what the page says when the server could not be reached. */
  resetFailed: { id: 'auth.reset.resetFailed', defaultMessage: 'Unexpected error resetting password. Please try again' },
});
