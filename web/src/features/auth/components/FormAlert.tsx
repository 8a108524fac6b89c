import { forwardRef, type ReactNode } from 'react';
import { plain } from '@/first-screens/plain/plain-classes';

interface Props {
  status: 'error' | 'success' | 'warning' | 'info';
  title: ReactNode;
  children?: ReactNode;
}

const ROOT = { error: plain.alertError, success: plain.alertSuccess, warning: plain.alertWarning, info: plain.alertInfo } as const;

// Chakra's Alert.Indicator icons (InfoIcon; WarningIcon for errors and warnings; CheckCircleIcon).
const CIRCLE = 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z';
const WARNING = `${CIRCLE}M11 15H13V17H11V15ZM11 7H13V13H11V7Z`;
const ICON = {
  error: WARNING,
  warning: WARNING,
  info: `${CIRCLE}M11 7H13V9H11V7ZM11 11H13V17H11V11Z`,
  success: `${CIRCLE}M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z`,
} as const;

/**
 * A message above a form's buttons. Errors and warnings are role="alert" (read
 * out at once); success and info are role="status". Focusable from script
 * (tabIndex -1) so a page can move focus to it. Chakra's Alert, drawn plain, as the logins are
 * (docs/decisions.md#d78).
 */
export const FormAlert = forwardRef<HTMLDivElement, Props>(function FormAlert({ status, title, children }, ref) {
  const urgent = status === 'error' || status === 'warning';
  return (
    <div ref={ref} role={urgent ? 'alert' : 'status'} tabIndex={-1} className={ROOT[status]}>
      <span className={plain.alertIndicator}>
        <svg viewBox="0 0 24 24" className={plain.alertIcon}>
          <path d={ICON[status]} />
        </svg>
      </span>
      <div className={plain.alertContent}>
        <div className={plain.alertTitle}>{title}</div>
        {children && <div className={plain.alertDescription}>{children}</div>}
      </div>
    </div>
  );
});
