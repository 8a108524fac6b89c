import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { programmeLogoSrc } from '@/first-screens/plain/PageShell';
import { FirstScreenLanguageChooser } from '@/first-screens/plain/FirstScreenLanguageChooser';
import { plain } from '@/first-screens/plain/plain-classes';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFirstScreenText, type FirstScreenKey } from '@/first-screens/plain/text';

const choices: { label: FirstScreenKey; to: string; className: string }[] = [
  { label: 'dashboard.student', to: paths.studentLogin, className: plain.dashStudent },
  { label: 'dashboard.teachers', to: paths.teacherLogin, className: plain.dashTeachers },
  { label: 'dashboard.registration', to: paths.teacherRegister, className: plain.dashRegistration },
];

/**
 * The landing page (docs/product.md#routes): no logo background here, the logo is shown as a picture.
 * Stacked on phones and tablets; logo beside the choices on wide screens, so all fit in 768px. Plain
 * (no Chakra at run time) and prerendered, as the first screen of most visits (docs/decisions.md#d78).
 */
export function LandingPage() {
  const text = useFirstScreenText();
  useDocumentTitle(text('dashboard.title'));
  return (
    <main className={plain.dashMain}>
      <div className={plain.dashRow}>
        <img
          alt={text('dashboard.logoAlt')}
          className={plain.dashLogo}
          src={programmeLogoSrc}
        />
        <div className={plain.dashBody}>
          <div className={plain.dashHeader}>
            <h1 className={plain.dashTitle}>{text('productName')}</h1>
            <p className={plain.dashLead}>{text('dashboard.lead')}</p>
          </div>
          <nav className={plain.dashNav} aria-label={text('dashboard.nav')}>
            {choices.map(({ label, to, className }) => (
              <RouterLink key={to} to={to} className={className}>
                {text(label)}
              </RouterLink>
            ))}
          </nav>
          <FirstScreenLanguageChooser />
          <RouterLink to={paths.adminLogin} className={plain.dashAdmin}>
            {text('dashboard.admin')}
          </RouterLink>
        </div>
      </div>
    </main>
  );
}
