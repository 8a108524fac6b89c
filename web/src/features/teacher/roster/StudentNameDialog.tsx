import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { MAX_NAME_LENGTH, studentNamesSchema, type StudentNames } from '@rink/common';
import { AppDialog } from '@/components/ui/AppDialog';
import { TextField } from '@/components/ui/TextField';
import { useServerText } from '@/i18n/server-text';
import { nameDialogMessages as m } from './messages';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** The names to start from (an edit), or empty (a new student). */
  initial?: StudentNames;
  /** Sends the names; throws with the server's words when it refuses. */
  onSubmit: (names: StudentNames) => Promise<void>;
}

type Errors = Partial<Record<keyof StudentNames, string>>;

/**
 * Add Student and Update: a first and a last name (docs/product.md#add-student). A missing name gets its
 * message beside the field and nothing is sent; the server's refusal shows above the buttons.
 */
export function StudentNameDialog({ open, onOpenChange, title, submitLabel, busyLabel, initial, onSubmit }: Props) {
  const intl = useIntl();
  const serverText = useServerText();
  const formId = `${useId()}-student-names`;
  const [firstName, setFirstName] = useState(initial?.firstName ?? '');
  const [lastName, setLastName] = useState(initial?.lastName ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = studentNamesSchema.safeParse({ firstName, lastName });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        // common's name rules ('First name is required.'), in the screen's language.
        if ((field === 'firstName' || field === 'lastName') && !found[field]) found[field] = serverText.text(issue.message);
      }
      setErrors(found);
      (found.firstName ? firstRef : lastRef).current?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setFailure(serverText.error(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="md"
      busy={busy}
      initialFocus={firstRef}
      closeLabel={intl.formatMessage(m.close)}
      footer={
        <>
          <Button variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" disabled={busy} onClick={() => onOpenChange(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={busy} loadingText={busyLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <TextField
            required
            autoComplete="off"
            ref={firstRef}
            label={intl.formatMessage(m.firstName)}
            name="firstName"
            value={firstName}
            maxLength={MAX_NAME_LENGTH}
            error={errors.firstName}
            onChange={(event) => {
              setFirstName(event.target.value);
              if (errors.firstName) setErrors((old) => ({ ...old, firstName: undefined }));
            }}
          />
          <TextField
            required
            autoComplete="off"
            ref={lastRef}
            label={intl.formatMessage(m.lastName)}
            name="lastName"
            value={lastName}
            maxLength={MAX_NAME_LENGTH}
            error={errors.lastName}
            onChange={(event) => {
              setLastName(event.target.value);
              if (errors.lastName) setErrors((old) => ({ ...old, lastName: undefined }));
            }}
          />
          {failure && (
            <Alert.Root status="error" borderRadius="xl" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </form>
    </AppDialog>
  );
}
