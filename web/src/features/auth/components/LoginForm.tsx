import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { INPUT_MAX, LOGIN_REQUIRED, LOGIN_UNEXPECTED_ERROR, type Role } from '@rink/common';
import { paths } from '@/config/paths';
import { PlainTextField } from '@/first-screens/plain/PlainTextField';
import { plain } from '@/first-screens/plain/plain-classes';
import { toaster } from '@/components/ui/toaster';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { firstScreenServerText, useFirstScreenText } from '@/first-screens/plain/text';
import { useLanguage } from '@/i18n/language-setting';
import { afterLoadAndPaint } from '@/lib/after-paint';
import type { LoginOutcome } from '../log-in';
import { loginConfigs } from '../login-config';
import { isSessionEndedState, useSession } from '@/lib/session';
import { ActionRow, OutlineLink } from './AuthActions';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';

function cookiesEnabled(): boolean {
  return typeof navigator === 'undefined' || navigator.cookieEnabled !== false;
}

/** The login itself (the API call and the user check): not needed to paint the form, so loaded after the page. */
const loadLogIn = () => import('../log-in');

/**
 * The one login form of docs/product.md#login, for students, teachers and admins. Plain (no Chakra
 * at run time) and prerendered: the logins are the first screen a whole class opens at once
 * (docs/decisions.md#d78).
 */
export function LoginForm({ role }: { role: Role }) {
  const config = loginConfigs[role];
  const text = useFirstScreenText();
  const language = useLanguage();
  const title = text(config.title);
  useDocumentTitle(title);
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

  // Fetched once the page has loaded, so a submit need not wait for it.
  useEffect(() => afterLoadAndPaint(() => void loadLogIn().catch(() => undefined)), []);

  // What was typed into the prerendered form before the app hydrated it is in the inputs, not yet
  // in the state (first-screens/plain/hydration.ts).
  useEffect(() => {
    const typedIdentifier = identifierRef.current?.value ?? '';
    const typedPassword = passwordRef.current?.value ?? '';
    if (typedIdentifier !== '') setIdentifier(typedIdentifier);
    if (typedPassword !== '') setPassword(typedPassword);
  }, []);

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
    // The inputs, not the state: a submit the first-screen script held comes before the state has
    // taken in what was typed before hydration.
    const typedIdentifier = (identifierRef.current?.value ?? identifier).trim();
    const typedPassword = passwordRef.current?.value ?? password;
    if (typedIdentifier === '' || typedPassword === '') {
      setError(LOGIN_REQUIRED);
      (typedIdentifier === '' ? identifierRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    let outcome: LoginOutcome;
    try {
      outcome = await (await loadLogIn()).logIn(config, typedIdentifier, typedPassword);
    } catch (loadError) {
      // The login's code could not be fetched (the network went): said as a failed login call is.
      console.error('Login failed', loadError);
      outcome = { kind: 'failed', message: LOGIN_UNEXPECTED_ERROR };
    }
    switch (outcome.kind) {
      case 'signedIn':
        setLanding(outcome.to);
        return;
      case 'refused':
        setBusy(false);
        toaster.create({
          type: 'error',
          title: text(outcome.reason === 'role' ? config.wrongPage : 'login.uncheckable'),
          description: text('login.tryRightPage'),
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
    <AuthCard title={title} intro={text(config.intro)}>
      {!cookies && (
        <FormAlert status="warning" title={text('login.cookiesTitle')}>
          {text('login.cookiesBody')}
        </FormAlert>
      )}
      {sessionEnded && !alreadyIn && !error && !working && <FormAlert status="warning" title={text('login.sessionEnded')} />}
      {alreadyIn && (
        <FormAlert status="info" title={text('login.alreadyIn')}>
          <RouterLink to={config.home} className={plain.continueLink}>
            {text('login.continue')}
          </RouterLink>
        </FormAlert>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <div className={plain.loginFields}>
          <PlainTextField
            ref={identifierRef}
            label={text(config.identifierLabel)}
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
          <PlainTextField
            ref={passwordRef}
            label={text('login.password')}
            name="password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            maxLength={INPUT_MAX}
            autoComplete="current-password"
            readOnly={working}
          />
          {config.forgotPassword && (
            <RouterLink to={paths.forgotPassword} className={plain.forgotLink}>
              {text('login.forgotPassword')}
            </RouterLink>
          )}
          {error && <FormAlert status="error" title={firstScreenServerText(error, language)} />}
          <ActionRow belowFields>
            {/* Chakra's Button as it draws loading: disabled, data-loading, a spinner before the text. */}
            <button type="submit" className={plain.submitButton} disabled={working || !cookies} data-loading={working ? '' : undefined}>
              {working ? (
                <span className={plain.buttonLoader}>
                  <span className={plain.buttonSpinner} />
                  {text('login.submitting')}
                </span>
              ) : (
                text('login.submit')
              )}
            </button>
            <OutlineLink to={paths.dashboard}>{text('login.back')}</OutlineLink>
          </ActionRow>
        </div>
      </form>
    </AuthCard>
  );
}
