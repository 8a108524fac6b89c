import { describe, expect, it } from 'vitest';
import { emptyRegistration, registrationBody, validateRegistration, type RegistrationValues } from './registration';

const good: RegistrationValues = {
  name: 'Pat Coach',
  email: 'pat@example.com',
  school: 'Maple School',
  schoolDistrict: 'North District',
  schoolAddress: '1 Rink Road',
  city: 'Boston',
  state: 'MA',
  zipCode: '02108',
  gradeTaught: '5',
  classSize: '28',
  userName: 'patcoach',
  password: 'secret77',
  confirmPassword: 'secret77',
};

describe('validateRegistration', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegistration(good)).toEqual({});
  });

  it("uses the spec's required wording: '*Required.', and 'Required' for grade and class size", () => {
    const errors = validateRegistration(emptyRegistration);
    expect(errors.name).toBe('*Required.');
    expect(errors.state).toBe('*Required.');
    expect(errors.gradeTaught).toBe('Required');
    expect(errors.classSize).toBe('Required');
    expect(errors.password).toBe('*Required.');
  });

  it("uses the spec's wording for invalid values", () => {
    const errors = validateRegistration({
      ...good,
      name: '1Pat',
      email: 'not-an-email',
      zipCode: '123',
      gradeTaught: '13',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(errors).toMatchObject({
      name: 'Please enter a valid name.',
      email: 'Please enter a valid email.',
      zipCode: 'Please enter a valid zipcode.',
      gradeTaught: 'Invalid Grade',
      password: 'Password must be at least 7 characters.',
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('checks class size from 1 to 1500 and the 99-character limit', () => {
    expect(validateRegistration({ ...good, classSize: '0' }).classSize).toBeDefined();
    expect(validateRegistration({ ...good, classSize: '1500' }).classSize).toBeUndefined();
    expect(validateRegistration({ ...good, classSize: '1501' }).classSize).toBeDefined();
    expect(validateRegistration({ ...good, city: 'B'.repeat(100) }).city).toBe('Please enter a valid city.');
  });

  it('sends numbers as numbers and the role teacher', () => {
    expect(registrationBody(good)).toMatchObject({ role: 'teacher', gradeTaught: 5, classSize: 28, zipCode: '02108', state: 'MA' });
  });
});
