import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { INPUT_MAX, PASSWORD_CHANGED, PASSWORD_MIN } from '@rink/common';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/ui/LinkButton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { setPassword as sendNewPassword } from '../api/setPassword';
import { resetErrorText, resetMessages, resetTokenFrom } from '../password-reset';
import { ActionRow, OutlineLink } from './AuthActions';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { TextField } from '@/components/ui/TextField';

type Result =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  /** The server answered no: its message, with Try Again. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; message: string };

/** /reset/{token} and /reset?oobCode=... (docs/product.md#password-reset): sets a new password. */
export function ResetPasswordForm() {
  useDocumentTitle('Reset Password');
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
      setResult({ kind: 'invalid', message: resetMessages.fieldsRequired });
      (!email.trim() ? emailRef : !password ? passwordRef : verifyRef).current?.focus();
      return;
    }
    if (password !== verify) {
      setResult({ kind: 'invalid', message: resetMessages.passwordsDiffer });
      verifyRef.current?.select();
      return;
    }
    if (password.length < PASSWORD_MIN) {
      setResult({ kind: 'invalid', message: resetMessages.passwordShort });
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
      const { message, fromServer } = resetErrorText(error, resetMessages.resetFailed);
      setResult(fromServer ? { kind: 'refused', message } : { kind: 'failed', message });
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
      <AuthCard title="Reset Password">
        <FormAlert status="warning" title="This link is not complete">
          {resetMessages.noCode}
        </FormAlert>
        <ActionRow>
          <LinkButton to={paths.forgotPassword} size="xl" colorPalette="orange" flex="1">
            Get A New Link
          </LinkButton>
          <OutlineLink to={paths.teacherLogin}>
            Back To Login
          </OutlineLink>
        </ActionRow>
      </AuthCard>
    );
  }

  if (result.kind === 'done') {
    return (
      <AuthCard title="Reset Password">
        <FormAlert ref={doneRef} status="success" title="Password changed">
          {result.message}
        </FormAlert>
        <LinkButton to={paths.teacherLogin} size="xl" colorPalette="orange">
          Go To Teacher Login
        </LinkButton>
      </AuthCard>
    );
  }

  if (result.kind === 'refused') {
    return (
      <AuthCard title="Reset Password">
        <FormAlert status="error" title="Your password was not changed">
          {result.message}
        </FormAlert>
        <ActionRow>
          <Button size="xl" colorPalette="orange" flex="1" onClick={tryAgain} autoFocus>
            Try Again
          </Button>
          <OutlineLink to={paths.forgotPassword}>
            Get A New Link
          </OutlineLink>
        </ActionRow>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" intro="Enter your email and choose a new password.">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset Password">
        <Stack gap={5}>
          <TextField
            ref={emailRef}
            label="Email"
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
            label="New Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            maxLength={INPUT_MAX}
            helper={`At least ${PASSWORD_MIN} characters`}
            readOnly={busy}
          />
          <TextField
            ref={verifyRef}
            label="Verify Password"
            name="verifyPassword"
            type="password"
            autoComplete="new-password"
            value={verify}
            onChange={(event) => setVerify(event.target.value)}
            maxLength={INPUT_MAX}
            readOnly={busy}
          />
          {(result.kind === 'invalid' || result.kind === 'failed') && <FormAlert status="error" title={result.message} />}
          <ActionRow belowFields>
            <Button type="submit" size="xl" colorPalette="orange" flex="1" loading={busy} loadingText="Saving">
              Reset Password
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
