import type { ReactNode } from 'react';
import { PageShell } from '@/first-screens/plain/PageShell';
import { FirstScreenLanguageChooser } from '@/first-screens/plain/FirstScreenLanguageChooser';
import { plain } from '@/first-screens/plain/plain-classes';

interface Props {
  title: string;
  /** One friendly line under the title. */
  intro?: ReactNode;
  /** Wider card for long forms (registration). */
  wide?: boolean;
  children: ReactNode;
}

/** The white card every login, registration and password page sits on. Plain, as the logins are (docs/decisions.md#d78). */
export function AuthCard({ title, intro, wide = false, children }: Props) {
  return (
    <PageShell>
      <div className={wide ? plain.authCardWide : plain.authCard}>
        <div className={plain.authHeader}>
          <h1 className={plain.authTitle}>{title}</h1>
          {intro && <p className={plain.authIntro}>{intro}</p>}
        </div>
        {/* A student chooses the language before logging in (docs/decisions.md#d81); a sign-in keeps it on the account. */}
        <FirstScreenLanguageChooser />
        {children}
      </div>
    </PageShell>
  );
}
