import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { plain } from '@/first-screens/plain/plain-classes';

/** The buttons under an auth form: side by side, stacked on a phone. `belowFields` adds a little room under the inputs. */
export function ActionRow({ children, belowFields = false }: { children: ReactNode; belowFields?: boolean }) {
  return <div className={belowFields ? plain.actionRowBelowFields : plain.actionRow}>{children}</div>;
}

/** The quieter way out of an auth page (back to login, back to the dashboard): an outlined navy LinkButton, drawn plain (docs/decisions.md#d78). */
export function OutlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className={plain.outlineLink}>
      {children}
    </RouterLink>
  );
}
