import type { ReactNode } from 'react';
import type { SystemStyleObject } from '@chakra-ui/react';
import { plain } from './plain-classes';

// Always the file Hosting ships, never the Storage media root: the logo shows on signed-out pages
// (logins, the dashboard), where storage.rules let nobody read (docs/decisions.md#d19).
export const programmeLogoSrc = '/media/rink-money-logo.svg';

/**
 * The programme logo as a faint background (docs/product.md#routes), for a `_before` layer.
 * Decorative, so it is CSS, not an <img>. `fixed` keeps it still on scrolling pages.
 */
export function programmeLogoBackdrop(position: 'absolute' | 'fixed'): SystemStyleObject {
  return {
    content: '""',
    position,
    inset: 0,
    bgImage: `url(${programmeLogoSrc})`,
    bgRepeat: 'no-repeat',
    backgroundPosition: 'center',
    bgSize: 'min(85vw, 720px) auto',
    // Grey and faint: the full-colour logo behind text and cards read as clutter (seen on home and team).
    opacity: 0.06,
    filter: 'grayscale(1)',
    pointerEvents: 'none',
  };
}

/**
 * The frame of every screen except the dashboard and the game pages (which have GamePage): a main
 * with the logo behind (absolute) and a centred column. Plain, so the logins paint without Chakra
 * (docs/decisions.md#d78); its look is the specimen's in first-screens/build-time/specimens.tsx.
 */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <main className={plain.shell}>
      <div className={plain.shellContainer}>{children}</div>
    </main>
  );
}
