import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, Fieldset, GridItem, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { CLASS_SIZE_RANGE, GRADE_RANGE, PASSWORD_MIN, REGISTRATION_MAX, US_STATES } from '@rink/common';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/ui/LinkButton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useServerText } from '@/i18n/server-text';
import { register } from '../api/register';
import { authMessages, registerMessages as m } from '../messages';
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
  label: MessageDescriptor;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  helper?: (intl: IntlShape) => string;
  full?: boolean;
};

const groups: Array<{ legend: MessageDescriptor; fields: Array<TextSpec | 'state'> }> = [
  {
    legend: m.aboutYou,
    fields: [
      { field: 'name', label: m.name, autoComplete: 'name' },
      { field: 'email', label: authMessages.email, type: 'email', autoComplete: 'email', inputMode: 'email' },
    ],
  },
  {
    legend: m.yourSchool,
    fields: [
      { field: 'school', label: m.school, autoComplete: 'organization' },
      { field: 'schoolDistrict', label: m.schoolDistrict },
      { field: 'schoolAddress', label: m.schoolAddress, autoComplete: 'street-address', full: true },
      { field: 'city', label: m.city, autoComplete: 'address-level2' },
      'state',
      { field: 'zipCode', label: m.zipCode, autoComplete: 'postal-code', inputMode: 'numeric' },
    ],
  },
  {
    legend: m.yourClass,
    fields: [
      { field: 'gradeTaught', label: m.gradeTaught, inputMode: 'numeric', helper: (intl) => intl.formatMessage(m.gradeHelp, GRADE_RANGE) },
      { field: 'classSize', label: m.classSize, inputMode: 'numeric', helper: (intl) => intl.formatMessage(m.classSizeHelp, CLASS_SIZE_RANGE) },
    ],
  },
  {
    legend: m.yourLogin,
    fields: [
      { field: 'userName', label: m.userName, autoComplete: 'username', full: true },
      { field: 'password', label: m.password, type: 'password', autoComplete: 'new-password', helper: (intl) => intl.formatMessage(authMessages.passwordHelp, { min: PASSWORD_MIN }) },
      { field: 'confirmPassword', label: m.confirmPassword, type: 'password', autoComplete: 'new-password' },
    ],
  },
];

/** A failure is kept as the error itself, put in words (through serverText) when shown. */
type Result = { kind: 'idle' } | { kind: 'failed'; error: unknown } | { kind: 'registered' };

/** Public teacher registration (docs/product.md#registration). */
export function RegistrationForm() {
  const intl = useIntl();
  const serverText = useServerText();
  const title = intl.formatMessage(m.title);
  useDocumentTitle(title);
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
      setResult({ kind: 'failed', error });
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  if (result.kind === 'registered') {
    return (
      <AuthCard title={title}>
        <Stack gap={5} align="center" textAlign="center">
          <FormAlert status="success" title={intl.formatMessage(m.registered)}>
            {intl.formatMessage(m.ready)}
          </FormAlert>
          <Text as="h2" ref={successRef} tabIndex={-1} fontSize="xl" fontWeight="bold" color="navy.800" outline="none">
            {intl.formatMessage(m.welcome, { name: values.name.trim() })}
          </Text>
          <LinkButton to={paths.teacherLogin} size="xl" colorPalette="orange" minW="min(16rem, 100%)">
            {intl.formatMessage(authMessages.goToTeacherLogin)}
          </LinkButton>
        </Stack>
      </AuthCard>
    );
  }

  const errorCount = Object.keys(errors).length;
  /** A field's problem: the check's English (common's texts, as the server words them) in the screen's language. */
  const shownError = (field: RegistrationField) => {
    const problem = errors[field];
    return problem && serverText.text(problem);
  };

  const textField = (spec: TextSpec): ReactNode => (
    <TextField
      key={spec.field}
      ref={(element) => {
        inputs.current[spec.field] = element;
      }}
      label={intl.formatMessage(spec.label)}
      name={spec.field}
      type={spec.type ?? 'text'}
      value={values[spec.field]}
      onChange={(event) => change(spec.field, event.target.value)}
      error={shownError(spec.field)}
      helper={spec.helper?.(intl)}
      maxLength={REGISTRATION_MAX}
      autoComplete={spec.autoComplete ?? 'off'}
      inputMode={spec.inputMode}
      required
      readOnly={busy}
    />
  );

  return (
    <AuthCard title={title} intro={intl.formatMessage(m.intro)} wide>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap={7}>
          {groups.map(({ legend, fields }) => (
            <Fieldset.Root key={legend.id}>
              <Fieldset.Legend fontSize="xl" fontWeight="bold" color="brand.800" mb={3}>
                {intl.formatMessage(legend)}
              </Fieldset.Legend>
              <Fieldset.Content>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
                  {fields.map((spec) =>
                    spec === 'state' ? (
                      <Field.Root key="state" invalid={Boolean(errors.state)} required ids={{ errorText: 'state-error' }}>
                        <Field.Label fontSize="md" fontWeight="semibold" color="navy.800">
                          {intl.formatMessage(m.state)}
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
                            borderColor="field.border"
                            borderWidth="2px"
                            _invalid={{ borderColor: 'red.600' }}
                            {...(errors.state ? { 'aria-describedby': 'state-error' } : {})}
                            autoComplete="address-level1"
                          >
                            <option value="">{intl.formatMessage(m.chooseState)}</option>
                            {US_STATES.map(({ code, name }) => (
                              <option key={code} value={code}>
                                {name}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <Field.ErrorText fontSize="sm" fontWeight="semibold" color="red.700">
                          {shownError('state')}
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
            <FormAlert status="error" title={intl.formatMessage(m.fixFields, { count: errorCount })} />
          )}
          {result.kind === 'failed' && (
            <FormAlert ref={alertRef} status="error" title={intl.formatMessage(m.serverError)}>
              {serverText.error(result.error)}
            </FormAlert>
          )}

          <ActionRow>
            <Button type="submit" size="xl" colorPalette="orange" flex="1" loading={busy} loadingText={intl.formatMessage(m.submitting)}>
              {intl.formatMessage(m.submit)}
            </Button>
            <OutlineLink to={paths.dashboard}>
              {intl.formatMessage(m.backToDashboard)}
            </OutlineLink>
          </ActionRow>
        </Stack>
      </form>
    </AuthCard>
  );
}
