// A session per device (docs/decisions.md#d31): the words the API
// and the screens share when a device's session is over, and the sign-out calls.

/** What the API answers (401) for a token whose session has ended; the login page shows it too. */
export const SESSION_ENDED = "Your session has ended. Please log in again.";

/** What the API answers (401) for a call with no token at all. */
export const LOGIN_FIRST = "Please log in first.";

/** How long one login lasts at most, whatever the device does (ended sessions can then be deleted). */
export const SESSION_LIFETIME_DAYS = 14;

export const LOGOUT_PATH = "/auth/logout";
/** Ends every open session of the caller, this device's too (the teacher's "Sign Out Everywhere"). */
export const LOGOUT_EVERYWHERE_PATH = "/auth/logout/everywhere";
