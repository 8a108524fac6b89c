import type { ReactNode } from 'react';
import { Box, Container, type SystemStyleObject } from '@chakra-ui/react';

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

/** The frame of every screen except the dashboard and the game pages (which have GamePage). */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <Box
      as="main"
      position="relative"
      minH="100dvh"
      bgGradient="to-b"
      gradientFrom="white"
      gradientTo="ice"
      _before={programmeLogoBackdrop('absolute')}
    >
      <Container position="relative" maxW="3xl" py={{ base: 8, md: 16 }} px={{ base: 5, md: 8 }}>
        {children}
      </Container>
    </Box>
  );
}
