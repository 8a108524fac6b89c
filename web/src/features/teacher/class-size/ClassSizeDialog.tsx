import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CLASS_SIZE_RANGE, classSizeUpdateSchema } from '@rink/common';
import { AppDialog } from '@/components/ui/AppDialog';
import { TextField } from '@/components/ui/TextField';
import { useServerText } from '@/i18n/server-text';
import { classSizeMessages as m } from './messages';

interface Props {
  /** What the field starts at: the class as it is now. */
  initial: number;
  onClose: () => void;
  /** Sends the size; throws with the server's words when it refuses. */
  onSave: (classSize: number) => Promise<void>;
}

/** The class size a teacher expects, corrected (the same rule as registration's Class Size field). */
export function ClassSizeDialog({ initial, onClose, onSave }: Props) {
  const intl = useIntl();
  const serverText = useServerText();
  const [value, setValue] = useState(String(initial));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = classSizeUpdateSchema.safeParse({ classSize: value });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue ? serverText.text(issue) : intl.formatMessage(m.invalid));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setFailure(null);
    setBusy(true);
    try {
      await onSave(parsed.data.classSize);
    } catch (caught) {
      setFailure(serverText.error(caught));
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.title)}
      size="sm"
      busy={busy}
      initialFocus={inputRef}
      closeLabel={intl.formatMessage(m.close)}
      footer={
        <>
          <Button variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" disabled={busy} onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" form="class-size-form" colorPalette="brand" loading={busy} loadingText={intl.formatMessage(m.saving)}>
            {intl.formatMessage(m.save)}
          </Button>
        </>
      }
    >
      <form id="class-size-form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <TextField
            required
            ref={inputRef}
            label={intl.formatMessage(m.label)}
            name="classSize"
            inputMode="numeric"
            autoComplete="off"
            helper={intl.formatMessage(m.helper, { min: CLASS_SIZE_RANGE.min, max: CLASS_SIZE_RANGE.max })}
            value={value}
            error={error}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
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
