import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { INPUT_MAX, LOGIN_REQUIRED, SESSION_ENDED, type Role } from '@rink/common';
import { paths } from '@/config/paths';
import { toaster } from '@/components/ui/toaster';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { logIn } from '../log-in';
import { loginConfigs } from '../login-config';
import { isSessionEndedState, useSession } from '@/lib/session';
import { ActionRow, OutlineLink } from './AuthActions';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { TextField } from '@/components/ui/TextField';

function cookiesEnabled(): boolean {
  return typeof navigator === 'undefined' || navigator.cookieEnabled !== false;
}

/** The one login form of docs/product.md#login, for students, teachers and admins. */
export function LoginForm({ role }: { role: Role }) {
  const config = loginConfigs[role];
  useDocumentTitle(config.title);
  const navigate = useNavigate();
  const session = useSession();
  /** Sent here because the API said this device's session had ended. */
  const sessionEnded = isSessionEndedState(useLocation().state);

  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Where to go once the session shows the new sign-in. */
  const [landing, setLanding] = useState<string | null>(null);
  const [cookies] = useState(cookiesEnabled);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Navigate only once the session (read from the token's claim) knows the role,
  // so the route rules let the new user in.
  useEffect(() => {
    if (landing && session.status === 'signedIn' && session.role === role) {
      void navigate(landing, { replace: true });
    }
  }, [landing, session, role, navigate]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || landing || !cookies) return;
    if (identifier.trim() === '' || password === '') {
      setError(LOGIN_REQUIRED);
      (identifier.trim() === '' ? identifierRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await logIn(config, identifier.trim(), password);
    switch (outcome.kind) {
      case 'signedIn':
        setLanding(outcome.to);
        return;
      case 'refused':
        setBusy(false);
        toaster.create({
          type: 'error',
          title: outcome.reason === 'role' ? `This account can't use the ${config.title.toLowerCase()}.` : 'We could not check your account.',
          description: 'Please log in again on the right page.',
          duration: 6_000,
        });
        if (outcome.to === paths.adminLogin && role === 'admin') {
          setPassword('');
          identifierRef.current?.focus();
        } else {
          void navigate(outcome.to, { replace: true });
        }
        return;
      case 'failed':
        setBusy(false);
        setError(outcome.message);
        passwordRef.current?.select();
        return;
    }
  }

  const working = busy || landing !== null;
  const alreadyIn = !working && session.status === 'signedIn' && session.role === role;

  return (
    <AuthCard title={config.title} intro={config.intro}>
      {!cookies && (
        <FormAlert status="warning" title="This site uses cookies">
          Cookies are turned off in this browser, and you need them to log in. Please turn cookies on in your browser
          settings (ask your teacher or a grown-up for help), then reload this page.
        </FormAlert>
      )}
      {sessionEnded && !alreadyIn && !error && !working && <FormAlert status="warning" title={SESSION_ENDED} />}
      {alreadyIn && (
        <FormAlert status="info" title="You're already logged in.">
          <Link asChild fontWeight="semibold" color="brand.800" textDecoration="underline">
            <RouterLink to={config.home}>Continue where you left off</RouterLink>
          </Link>
        </FormAlert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={config.title}>
        <Stack gap={5}>
          <TextField
            ref={identifierRef}
            label={config.identifierLabel}
            name="username"
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            maxLength={INPUT_MAX}
            autoComplete={config.identifierAutoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            autoFocus
            readOnly={working}
          />
          <TextField
            ref={passwordRef}
            label="Password"
            name="password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            maxLength={INPUT_MAX}
            autoComplete="current-password"
            readOnly={working}
          />
          {config.forgotPassword && (
            <Link asChild alignSelf="flex-end" fontWeight="semibold" color="brand.700" textDecoration="underline">
              <RouterLink to={paths.forgotPassword}>Forgot Password</RouterLink>
            </Link>
          )}
          {error && <FormAlert status="error" title={error} />}
          <ActionRow belowFields>
            <Button
              type="submit"
              size="xl"
              colorPalette="orange"
              flex="1"
              loading={working}
              loadingText="Logging In"
              disabled={!cookies}
            >
              Log In
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
