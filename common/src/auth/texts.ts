// Texts of the account calls that both sides show (docs/product.md#login). Where the spec
// gives the wording, it is the spec's, word for word: the server answers with it and
// the client shows it as is, or shows it before sending when its own check fails.

/** docs/product.md#login: login and reset inputs are at most 100 characters. */
export const INPUT_MAX = 100;
/** docs/product.md#constants: "Password minimum: 7". */
export const PASSWORD_MIN = 7;

/** docs/product.md#login. */
export const LOGIN_REQUIRED = "Username and Password required";
export const LOGIN_TOO_LONG = `Username and Password can be at most ${INPUT_MAX} characters.`;
/**
 * One answer for an unknown account, a wrong password and a login on another
 * role's page, so the API never tells which accounts exist; the login form shows it.
 */
export const LOGIN_FAILED = "Incorrect username or password.";
/** docs/product.md#error-messages: what the login form says when the login could not be checked at all (network, server error). */
export const LOGIN_UNEXPECTED_ERROR = "Unexpected login error. Please try again";

/** docs/product.md#password-reset. */
export const EMAIL_REQUIRED = "Email Required";
export const RESET_FIELDS_REQUIRED = "Please enter email and new password";
export const RESET_FIELDS_TOO_LONG = `Fields can be at most ${INPUT_MAX} characters.`;
export const RESET_PASSWORDS_DIFFER = "Passwords do not match";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please ask for a new one.";
/** The same answer whether or not the e-mail belongs to anyone. */
export const RESET_SENT = "If that email is registered, a reset link is on its way.";
export const PASSWORD_CHANGED = "Your password has been reset. You can log in now.";

/** docs/product.md#registration. */
export const REQUIRED = "*Required.";
export const NUMBER_REQUIRED = "Required";
export const INVALID_NAME = "Please enter a valid name.";
export const INVALID_EMAIL = "Please enter a valid email.";
export const INVALID_ZIP = "Please enter a valid zipcode.";
export const INVALID_GRADE = "Invalid Grade";
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match.";
/** Where the spec names a rule but not its wording. */
export const INVALID_SCHOOL = "Please enter a valid school name.";
export const INVALID_DISTRICT = "Please enter a valid school district.";
export const INVALID_ADDRESS = "Please enter a valid school address.";
export const INVALID_CITY = "Please enter a valid city.";
export const INVALID_STATE = "Please enter a valid state.";
export const INVALID_USERNAME = "Please enter a valid username.";
export const TEACHERS_ONLY = "Only teachers can register. Admin accounts are made by the programme's operators.";
export const USERNAME_TAKEN = "That username is already taken.";
export const EMAIL_TAKEN = "That email is already registered.";
