import { createPortal } from 'react-dom';
import { paths } from '@/config/paths';
import { programmeLogoSrc } from '@/components/layout/PageShell';
import type { RosterRow } from '@rink/common';
import { fitMonoPt } from './fit-type';
import { PRINT_SHEET_CLASS, printSheetCss } from './print-css';

/**
 * The sheet of login cards that printing shows (and only printing: it is hidden on
 * screen). It sits directly in <body>, beside the app's root, so the print stylesheet can
 * hide everything else, dialogs and toasts included. Six cards a page, each with the
 * student's name, the address to open, the username and the password in large, plain
 * type, framed by dashed cut lines.
 */
export function LoginCardSheet({ students }: { students: RosterRow[] }) {
  // Without "https://": fewer characters to copy, and every browser adds it by itself.
  const address = `${window.location.host}${paths.studentLogin}`;
  const addressPt = fitMonoPt(address, 14);
  return createPortal(
    <div className={PRINT_SHEET_CLASS}>
      <style>{printSheetCss}</style>
      {students.map((student) => {
        const password = student.password ?? 'Ask your teacher';
        return (
          <section className="login-card" key={student._id}>
            <header>
              <img src={programmeLogoSrc} alt="" />
              <span>Rink Money login card</span>
            </header>
            <h2>
              {student.firstName} {student.lastName}
            </h2>
            <p className="login-card-label">1. Go to</p>
            <p className="login-card-value login-card-address" style={{ fontSize: `${addressPt}pt` }}>
              {address}
            </p>
            <p className="login-card-label">2. Username</p>
            <p className="login-card-value" style={{ fontSize: `${fitMonoPt(student.userName, 26)}pt` }}>
              {student.userName}
            </p>
            <p className="login-card-label">3. Password</p>
            <p className="login-card-value" style={{ fontSize: `${fitMonoPt(password, 26)}pt` }}>
              {password}
            </p>
          </section>
        );
      })}
    </div>,
    document.body,
  );
}
