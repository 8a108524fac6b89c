import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { INPUT_MAX, RESET_SENT } from '@rink/common';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { requestReset } from '../api/requestReset';
import { resetErrorText, resetMessages } from '../password-reset';
import { ActionRow, OutlineLink } from './AuthActions';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { TextField } from '@/components/ui/TextField';

type Result = { kind: 'idle' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

/** /forgot-password (docs/product.md#password-reset): asks the server to e-mail a reset link. */
export function ForgotPasswordForm() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      setFieldError(resetMessages.emailRequired);
      emailRef.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    setResult({ kind: 'idle' });
    try {
      const answer = await requestReset({ email: address });
      setResult({ kind: 'sent', message: answer.message || RESET_SENT });
    } catch (error) {
      console.error('Unexpected error sending email', error);
      setResult({ kind: 'failed', message: resetErrorText(error, resetMessages.sendFailed).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Forgot Password" intro="Enter the email you registered with and we'll send you a link to choose a new password.">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Forgot Password">
        <Stack gap={5}>
          <TextField
            ref={emailRef}
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            error={fieldError}
            maxLength={INPUT_MAX}
            autoFocus
            readOnly={busy}
          />
          {result.kind === 'sent' && (
            <FormAlert status="success" title="Check your email">
              {result.message}
            </FormAlert>
          )}
          {result.kind === 'failed' && <FormAlert status="error" title={result.message} />}
          <ActionRow belowFields>
            <Button type="submit" size="xl" colorPalette="orange" flex="1" loading={busy} loadingText="Sending">
              {result.kind === 'sent' ? 'Send Again' : 'Send Reset Link'}
            </Button>
            <OutlineLink to={paths.teacherLogin}>
              Back To Login
            </OutlineLink>
          </ActionRow>
        </Stack>
      </form>
    </AuthCard>
  );
}
