import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { programmeLogoSrc } from '@/components/layout/PageShell';
import { plain } from '@/components/plain/names';
import { productName, useDocumentTitle } from '@/hooks/use-document-title';

const choices = [
  { label: 'Student', to: paths.studentLogin, className: plain.dashStudent },
  { label: 'Teachers', to: paths.teacherLogin, className: plain.dashTeachers },
  { label: 'Registration', to: paths.teacherRegister, className: plain.dashRegistration },
] as const;

/**
 * The landing page (docs/product.md#routes): no logo background here, the logo is shown as a picture.
 * Stacked on phones and tablets; logo beside the choices on wide screens, so all fit in 768px. Plain
 * (no Chakra at run time) and prerendered, as the first screen of most visits (docs/decisions.md#d78).
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <main className={plain.dashMain}>
      <div className={plain.dashRow}>
        <img
          alt="Rink Money junior hockey programme logo: a hockey puck above the words Rink Money"
          className={plain.dashLogo}
          src={programmeLogoSrc}
        />
        <div className={plain.dashBody}>
          <div className={plain.dashHeader}>
            <h1 className={plain.dashTitle}>{productName}</h1>
            <p className={plain.dashLead}>Run your own junior hockey team and learn to make smart money moves!</p>
          </div>
          <nav className={plain.dashNav} aria-label="Choose how to sign in">
            {choices.map(({ label, to, className }) => (
              <RouterLink key={to} to={to} className={className}>
                {label}
              </RouterLink>
            ))}
          </nav>
          <RouterLink to={paths.adminLogin} className={plain.dashAdmin}>
            Admin Login
          </RouterLink>
        </div>
      </div>
    </main>
  );
}
