import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import { INPUT_MAX, PASSWORD_CHANGED, PASSWORD_MIN, PASSWORD_TOO_SHORT, RESET_FIELDS_REQUIRED, RESET_PASSWORDS_DIFFER } from '@rink/common';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/ui/LinkButton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useServerText } from '@/i18n/server-text';
import { setPassword as sendNewPassword } from '../api/setPassword';
import { authMessages, resetMessages as m } from '../messages';
import { resetErrorText, resetTokenFrom } from '../password-reset';
import { ActionRow, OutlineLink } from './AuthActions';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { TextField } from '@/components/ui/TextField';

/** Messages are English (common's checks, the server's answers), shown through serverText. */
type Result =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  /** The server answered no: its message, with Try Again. */
  | { kind: 'refused'; message: string }
  /** The server could not be reached: put in words when shown. */
  | { kind: 'failed'; error: unknown }
  | { kind: 'done'; message: string };

/** /reset/{token} and /reset?oobCode=... (docs/product.md#password-reset): sets a new password. */
export function ResetPasswordForm() {
  const intl = useIntl();
  const serverText = useServerText();
  const title = intl.formatMessage(m.title);
  useDocumentTitle(title);
  const params = useParams();
  const [search] = useSearchParams();
  const token = resetTokenFrom(params.token, search);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [verify, setVerify] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const verifyRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    if (!email.trim() || !password || !verify) {
      setResult({ kind: 'invalid', message: RESET_FIELDS_REQUIRED });
      (!email.trim() ? emailRef : !password ? passwordRef : verifyRef).current?.focus();
      return;
    }
    if (password !== verify) {
      setResult({ kind: 'invalid', message: RESET_PASSWORDS_DIFFER });
      verifyRef.current?.select();
      return;
    }
    if (password.length < PASSWORD_MIN) {
      setResult({ kind: 'invalid', message: PASSWORD_TOO_SHORT });
      passwordRef.current?.select();
      return;
    }
    setBusy(true);
    setResult({ kind: 'idle' });
    try {
      const answer = await sendNewPassword({ email: email.trim(), password, verifyPassword: verify, resetToken: token });
      setResult({ kind: 'done', message: answer.message || PASSWORD_CHANGED });
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      console.error('Unexpected error resetting password', error);
      const { message, fromServer } = resetErrorText(error, '');
      setResult(fromServer ? { kind: 'refused', message } : { kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  }

  function tryAgain() {
    setResult({ kind: 'idle' });
    setPassword('');
    setVerify('');
    requestAnimationFrame(() => emailRef.current?.focus());
  }

  if (!token) {
    return (
      <AuthCard title={title}>
        <FormAlert status="warning" title={intl.formatMessage(m.incomplete)}>
          {intl.formatMessage(m.noCode)}
        </FormAlert>
        <ActionRow>
          <LinkButton to={paths.forgotPassword} size="xl" colorPalette="orange" flex="1">
            {intl.formatMessage(m.newLink)}
          </LinkButton>
          <OutlineLink to={paths.teacherLogin}>
            {intl.formatMessage(authMessages.backToLogin)}
          </OutlineLink>
        </ActionRow>
      </AuthCard>
    );
  }

  if (result.kind === 'done') {
    return (
      <AuthCard title={title}>
        <FormAlert ref={doneRef} status="success" title={intl.formatMessage(m.changed)}>
          {serverText.text(result.message)}
        </FormAlert>
        <LinkButton to={paths.teacherLogin} size="xl" colorPalette="orange">
          {intl.formatMessage(authMessages.goToTeacherLogin)}
        </LinkButton>
      </AuthCard>
    );
  }

  if (result.kind === 'refused') {
    return (
      <AuthCard title={title}>
        <FormAlert status="error" title={intl.formatMessage(m.notChanged)}>
          {serverText.text(result.message)}
        </FormAlert>
        <ActionRow>
          <Button size="xl" colorPalette="orange" flex="1" onClick={tryAgain} autoFocus>
            {intl.formatMessage(m.tryAgain)}
          </Button>
          <OutlineLink to={paths.forgotPassword}>
            {intl.formatMessage(m.newLink)}
          </OutlineLink>
        </ActionRow>
      </AuthCard>
    );
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
            onChange={(event) => setEmail(event.target.value)}
            maxLength={INPUT_MAX}
            autoFocus
            readOnly={busy}
          />
          <TextField
            ref={passwordRef}
            label={intl.formatMessage(m.newPassword)}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            maxLength={INPUT_MAX}
            helper={intl.formatMessage(authMessages.passwordHelp, { min: PASSWORD_MIN })}
            readOnly={busy}
          />
          <TextField
            ref={verifyRef}
            label={intl.formatMessage(m.verifyPassword)}
            name="verifyPassword"
            type="password"
            autoComplete="new-password"
            value={verify}
            onChange={(event) => setVerify(event.target.value)}
            maxLength={INPUT_MAX}
            readOnly={busy}
          />
          {result.kind === 'invalid' && <FormAlert status="error" title={serverText.text(result.message)} />}
          {result.kind === 'failed' && <FormAlert status="error" title={serverText.text(resetErrorText(result.error, intl.formatMessage(m.resetFailed)).message)} />}
          <ActionRow belowFields>
            <Button type="submit" size="xl" colorPalette="orange" flex="1" loading={busy} loadingText={intl.formatMessage(m.submitting)}>
              {intl.formatMessage(m.submit)}
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
