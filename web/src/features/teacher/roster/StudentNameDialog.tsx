import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { MAX_NAME_LENGTH, studentNamesSchema, type StudentNames } from '@rink/common';
import { AppDialog } from '@/components/ui/AppDialog';
import { TextField } from '@/components/ui/TextField';

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
        if ((field === 'firstName' || field === 'lastName') && !found[field]) found[field] = issue.message;
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
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const formId = `${title.replace(/\s+/g, '-').toLowerCase()}-form`;
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="md"
      busy={busy}
      initialFocus={firstRef}
      closeLabel="Close"
      footer={
        <>
          <Button variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
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
            label="First Name"
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
            label="Last Name"
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
