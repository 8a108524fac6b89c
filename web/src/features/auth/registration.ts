// Teacher registration (docs/product.md#registration): the form's fields, checked one by one with
// the same rules and words the server uses (@rink/common), so a message can stand
// under its own field while the server still checks everything again.
import { confirmPasswordProblem, registrationFieldSchemas, type RegistrationRequest } from '@rink/common';

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

export const emptyRegistration: RegistrationValues = {
  name: '',
  email: '',
  school: '',
  schoolDistrict: '',
  schoolAddress: '',
  city: '',
  state: '',
  zipCode: '',
  gradeTaught: '',
  classSize: '',
  userName: '',
  password: '',
  confirmPassword: '',
};

/** Every rule of the registration form (docs/product.md#registration); an empty object means the form may be sent. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of registrationFields) {
    if (field === 'confirmPassword') continue;
    const result = registrationFieldSchemas[field].safeParse(values[field]);
    const message = result.success ? undefined : result.error.issues[0]?.message;
    if (message) errors[field] = message;
  }
  const confirm = confirmPasswordProblem(values.password, values.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  return errors;
}

/** The body of POST /api/v1/auth/register. */
export function registrationBody(values: RegistrationValues): RegistrationRequest {
  return {
    role: 'teacher',
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
