import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { EMAIL_REQUIRED, INPUT_MAX, RESET_SENT } from '@rink/common';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useServerText } from '@/i18n/server-text';
import { requestReset } from '../api/requestReset';
import { authMessages, forgotMessages as m } from '../messages';
import { resetErrorText } from '../password-reset';
import { ActionRow, OutlineLink } from './AuthActions';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { TextField } from '@/components/ui/TextField';

/** The server's words (English, shown through serverText) or the error, put in words when shown. */
type Result = { kind: 'idle' } | { kind: 'sent'; message: string } | { kind: 'failed'; error: unknown };

/** /forgot-password (docs/product.md#password-reset): asks the server to e-mail a reset link. */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const serverText = useServerText();
  const title = intl.formatMessage(m.title);
  useDocumentTitle(title);
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
      setFieldError(EMAIL_REQUIRED);
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
      setResult({ kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={title} intro={intl.formatMessage(m.intro)}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap={5}>
          <TextField
            ref={emailRef}
            label={intl.formatMessage(authMessages.email)}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            error={fieldError && serverText.text(fieldError)}
            maxLength={INPUT_MAX}
            autoFocus
            readOnly={busy}
          />
          {result.kind === 'sent' && (
            <FormAlert status="success" title={intl.formatMessage(m.sent)}>
              {serverText.text(result.message)}
            </FormAlert>
          )}
          {result.kind === 'failed' && <FormAlert status="error" title={serverText.text(resetErrorText(result.error, intl.formatMessage(m.sendFailed)).message)} />}
          <ActionRow belowFields>
            <Button type="submit" size="xl" colorPalette="orange" flex="1" loading={busy} loadingText={intl.formatMessage(m.submitting)}>
              {intl.formatMessage(result.kind === 'sent' ? m.again : m.submit)}
            </Button>
            <OutlineLink to={paths.teacherLogin}>
              {intl.formatMessage(authMessages.backToLogin)}
            </OutlineLink>
          </ActionRow>
        </Stack>
      </form>
    </AuthCard>
  );
}
