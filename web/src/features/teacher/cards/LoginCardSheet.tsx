import { createPortal } from 'react-dom';
import { paths } from '@/config/paths';
import { programmeLogoSrc } from '@/components/layout/PageShell';
import type { RosterRow } from '@rink/common';
import { PRINT_SHEET_CLASS, printSheetCss } from './print-css';

/**
 * The sheet of login cards that printing shows (and only printing: it is hidden on
 * screen). It sits directly in <body>, beside the app's root, so the print stylesheet can
 * hide everything else, dialogs and toasts included. Six cards a page, each with the
 * student's name, the address to open, the username and the password in large, plain
 * type, framed by dashed cut lines.
 */
export function LoginCardSheet({ students }: { students: RosterRow[] }) {
  const address = `${window.location.origin}${paths.studentLogin}`;
  return createPortal(
    <div className={PRINT_SHEET_CLASS}>
      <style>{printSheetCss}</style>
      {students.map((student) => (
        <section className="login-card" key={student._id}>
          <header>
            <img src={programmeLogoSrc} alt="" />
            <span>Rink Money login card</span>
          </header>
          <h2>
            {student.firstName} {student.lastName}
          </h2>
          <p className="login-card-step">1. Go to</p>
          <p className="login-card-address">{address}</p>
          <p className="login-card-step">2. Type your</p>
          <dl>
            <dt>Username</dt>
            <dd>{student.userName}</dd>
            <dt>Password</dt>
            <dd>{student.password ?? '(ask your teacher)'}</dd>
          </dl>
        </section>
      ))}
    </div>,
    document.body,
  );
}
