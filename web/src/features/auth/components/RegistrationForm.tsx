import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, Fieldset, GridItem, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CLASS_SIZE_RANGE, GRADE_RANGE, PASSWORD_MIN, REGISTRATION_MAX, US_STATES } from '@rink/common';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/ui/LinkButton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { register } from '../api/register';
import {
  emptyRegistration,
  registrationBody,
  registrationFields,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '../registration';
import { ActionRow, OutlineLink } from './AuthActions';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { TextField } from '@/components/ui/TextField';

type TextSpec = {
  field: Exclude<RegistrationField, 'state'>;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  helper?: string;
  full?: boolean;
};

const groups: Array<{ legend: string; fields: Array<TextSpec | 'state'> }> = [
  {
    legend: 'About you',
    fields: [
      { field: 'name', label: 'Name', autoComplete: 'name' },
      { field: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
    ],
  },
  {
    legend: 'Your school',
    fields: [
      { field: 'school', label: 'School Name', autoComplete: 'organization' },
      { field: 'schoolDistrict', label: 'School District' },
      { field: 'schoolAddress', label: 'School Address', autoComplete: 'street-address', full: true },
      { field: 'city', label: 'City', autoComplete: 'address-level2' },
      'state',
      { field: 'zipCode', label: 'Zip Code', autoComplete: 'postal-code', inputMode: 'numeric' },
    ],
  },
  {
    legend: 'Your class',
    fields: [
      { field: 'gradeTaught', label: 'Grade Taught', inputMode: 'numeric', helper: `A grade from ${GRADE_RANGE.min} to ${GRADE_RANGE.max}` },
      { field: 'classSize', label: 'Class Size', inputMode: 'numeric', helper: `Number of students, ${CLASS_SIZE_RANGE.min} to ${CLASS_SIZE_RANGE.max}` },
    ],
  },
  {
    legend: 'Your login',
    fields: [
      { field: 'userName', label: 'Username', autoComplete: 'username', full: true },
      { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', helper: `At least ${PASSWORD_MIN} characters` },
      { field: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
    ],
  },
];

type Result = { kind: 'idle' } | { kind: 'failed'; message: string } | { kind: 'registered' };

/** Public teacher registration (docs/product.md#registration). */
export function RegistrationForm() {
  useDocumentTitle('Teacher Registration');
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const inputs = useRef<Partial<Record<RegistrationField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  function change(field: RegistrationField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first try, messages follow the typing so a fixed field clears at once.
    if (attempted) setErrors(validateRegistration(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const found = validateRegistration(values);
    setErrors(found);
    const first = registrationFields.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setBusy(true);
    setResult({ kind: 'idle' });
    try {
      await register(registrationBody(values));
      setResult({ kind: 'registered' });
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      console.error('Registration failed', error);
      setResult({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  if (result.kind === 'registered') {
    return (
      <AuthCard title="Teacher Registration">
        <Stack gap={5} align="center" textAlign="center">
          <FormAlert status="success" title="You're registered!">
            Your teacher account is ready. Log in with your username or email and the password you chose.
          </FormAlert>
          <Text as="h2" ref={successRef} tabIndex={-1} fontSize="xl" fontWeight="bold" color="navy.800" outline="none">
            Welcome to Rink Money, {values.name.trim()}!
          </Text>
          <LinkButton to={paths.teacherLogin} size="xl" colorPalette="orange" minW="16rem">
            Go To Teacher Login
          </LinkButton>
        </Stack>
      </AuthCard>
    );
  }

  const errorCount = Object.keys(errors).length;

  const textField = (spec: TextSpec): ReactNode => (
    <TextField
      key={spec.field}
      ref={(element) => {
        inputs.current[spec.field] = element;
      }}
      label={spec.label}
      name={spec.field}
      type={spec.type ?? 'text'}
      value={values[spec.field]}
      onChange={(event) => change(spec.field, event.target.value)}
      error={errors[spec.field]}
      helper={spec.helper}
      maxLength={REGISTRATION_MAX}
      autoComplete={spec.autoComplete ?? 'off'}
      inputMode={spec.inputMode}
      required
      readOnly={busy}
    />
  );

  return (
    <AuthCard
      title="Teacher Registration"
      intro="Create your free teacher account, then add your students and watch their teams grow."
      wide
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Teacher Registration">
        <Stack gap={7}>
          {groups.map(({ legend, fields }) => (
            <Fieldset.Root key={legend}>
              <Fieldset.Legend fontSize="xl" fontWeight="bold" color="brand.800" mb={3}>
                {legend}
              </Fieldset.Legend>
              <Fieldset.Content>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
                  {fields.map((spec) =>
                    spec === 'state' ? (
                      <Field.Root key="state" invalid={Boolean(errors.state)} required ids={{ errorText: 'state-error' }}>
                        <Field.Label fontSize="md" fontWeight="semibold" color="navy.800">
                          State
                          <Field.RequiredIndicator aria-hidden="true" />
                        </Field.Label>
                        <NativeSelect.Root size="lg" disabled={busy}>
                          <NativeSelect.Field
                            ref={(element) => {
                              inputs.current.state = element;
                            }}
                            name="state"
                            value={values.state}
                            onChange={(event) => change('state', event.target.value)}
                            bg="white"
                            borderColor="navy.300"
                            borderWidth="2px"
                            _invalid={{ borderColor: 'red.600' }}
                            {...(errors.state ? { 'aria-describedby': 'state-error' } : {})}
                            autoComplete="address-level1"
                          >
                            <option value="">Choose a state</option>
                            {US_STATES.map(({ code, name }) => (
                              <option key={code} value={code}>
                                {name}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <Field.ErrorText fontSize="sm" fontWeight="semibold" color="red.700">
                          {errors.state}
                        </Field.ErrorText>
                      </Field.Root>
                    ) : spec.full ? (
                      <GridItem key={spec.field} colSpan={{ base: 1, md: 2 }}>
                        {textField(spec)}
                      </GridItem>
                    ) : (
                      textField(spec)
                    ),
                  )}
                </SimpleGrid>
              </Fieldset.Content>
            </Fieldset.Root>
          ))}

          {attempted && errorCount > 0 && (
            <FormAlert status="error" title={`Please fix the ${errorCount === 1 ? 'field' : `${errorCount} fields`} marked above.`} />
          )}
          {result.kind === 'failed' && (
            <FormAlert ref={alertRef} status="error" title="Server Error. Could not register.">
              {result.message}
            </FormAlert>
          )}

          <ActionRow>
            <Button type="submit" size="xl" colorPalette="orange" flex="1" loading={busy} loadingText="Registering">
              Register
            </Button>
            <OutlineLink to={paths.dashboard}>
              Back To Dashboard
            </OutlineLink>
          </ActionRow>
        </Stack>
      </form>
    </AuthCard>
  );
}
