// Teacher registration (spec point 5): the form's fields and the client-side
// checks, with the spec's wording. The server checks everything again.
import { US_STATES } from './us-states';

export const registrationFields = [
  'name',
  'email',
  'school',
  'schoolDistrict',
  'schoolAddress',
  'city',
  'state',
  'zipCode',
  'gradeTaught',
  'classSize',
  'userName',
  'password',
  'confirmPassword',
] as const;
export type RegistrationField = (typeof registrationFields)[number];
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const emptyRegistration: RegistrationValues = Object.fromEntries(
  registrationFields.map((field) => [field, '']),
) as RegistrationValues;

/** Spec point 9: 99 for registration fields. */
export const REGISTRATION_MAX = 99;
export const PASSWORD_MIN = 7;
export const GRADE_RANGE = { min: 1, max: 12 } as const;
export const CLASS_SIZE_RANGE = { min: 1, max: 1500 } as const;

export const messages = {
  required: '*Required.',
  numberRequired: 'Required',
  name: 'Please enter a valid name.',
  email: 'Please enter a valid email.',
  school: 'Please enter a valid school name.',
  schoolDistrict: 'Please enter a valid school district.',
  schoolAddress: 'Please enter a valid school address.',
  city: 'Please enter a valid city.',
  state: 'Please choose a state.',
  zipCode: 'Please enter a valid zipcode.',
  gradeTaught: 'Invalid Grade',
  classSize: `Class size must be from ${CLASS_SIZE_RANGE.min} to ${CLASS_SIZE_RANGE.max}.`,
  userName: 'Please enter a valid username.',
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters.`,
  passwordsDiffer: 'Passwords do not match.',
} as const;

const STARTS_WITH_LETTER = /^\p{L}/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const WHOLE_NUMBER = /^\d+$/;

function wordy(value: string, invalid: string): string | undefined {
  const text = value.trim();
  if (!text) return messages.required;
  if (text.length > REGISTRATION_MAX || !STARTS_WITH_LETTER.test(text)) return invalid;
  return undefined;
}

function wholeNumber(value: string, range: { min: number; max: number }, invalid: string): string | undefined {
  const text = value.trim();
  if (!text) return messages.numberRequired;
  if (!WHOLE_NUMBER.test(text)) return invalid;
  const number = Number(text);
  return number < range.min || number > range.max ? invalid : undefined;
}

/** Every rule of spec point 5's registration table; an empty object means the form may be sent. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const set = (field: RegistrationField, message: string | undefined) => {
    if (message) errors[field] = message;
  };

  set('name', wordy(values.name, messages.name));

  const email = values.email.trim();
  set('email', !email ? messages.required : email.length > REGISTRATION_MAX || !EMAIL.test(email) ? messages.email : undefined);

  set('school', wordy(values.school, messages.school));
  set('schoolDistrict', wordy(values.schoolDistrict, messages.schoolDistrict));
  const address = values.schoolAddress.trim();
  set('schoolAddress', !address ? messages.required : address.length > REGISTRATION_MAX ? messages.schoolAddress : undefined);
  set('city', wordy(values.city, messages.city));
  set('state', !values.state ? messages.required : US_STATES.some((s) => s.code === values.state) ? undefined : messages.state);

  const zip = values.zipCode.trim();
  set('zipCode', !zip ? messages.required : /^\d{5,}$/.test(zip) && zip.length <= REGISTRATION_MAX ? undefined : messages.zipCode);

  set('gradeTaught', wholeNumber(values.gradeTaught, GRADE_RANGE, messages.gradeTaught));
  set('classSize', wholeNumber(values.classSize, CLASS_SIZE_RANGE, messages.classSize));

  const userName = values.userName.trim();
  set(
    'userName',
    !userName
      ? messages.required
      : userName.length > REGISTRATION_MAX || /[/@]/.test(userName) || /^\.+$/.test(userName) || /^__.*__$/.test(userName)
        ? messages.userName
        : undefined,
  );

  set(
    'password',
    !values.password
      ? messages.required
      : values.password.length < PASSWORD_MIN
        ? messages.passwordShort
        : values.password.length > REGISTRATION_MAX
          ? `Password can be at most ${REGISTRATION_MAX} characters.`
          : undefined,
  );
  set(
    'confirmPassword',
    !values.confirmPassword ? messages.required : values.confirmPassword !== values.password ? messages.passwordsDiffer : undefined,
  );
  return errors;
}

/** The body of POST /api/v1/auth/register. */
export function registrationBody(values: RegistrationValues) {
  return {
    role: 'teacher' as const,
    name: values.name.trim(),
    email: values.email.trim(),
    school: values.school.trim(),
    schoolDistrict: values.schoolDistrict.trim(),
    schoolAddress: values.schoolAddress.trim(),
    city: values.city.trim(),
    state: values.state,
    zipCode: values.zipCode.trim(),
    gradeTaught: Number(values.gradeTaught.trim()),
    classSize: Number(values.classSize.trim()),
    userName: values.userName.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
}
