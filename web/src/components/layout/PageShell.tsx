import type { ReactNode } from 'react';
import { Box, Container } from '@chakra-ui/react';

export const programmeLogoSrc = '/media/rink-money-logo.svg';

/**
 * The frame of every screen except the dashboard: the programme logo as a faint
 * background (spec point 1). Decorative, so it is CSS, not an <img>.
 */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <Box
      as="main"
      position="relative"
      minH="100dvh"
      bgGradient="to-b"
      gradientFrom="white"
      gradientTo="ice"
      _before={{
        content: '""',
        position: 'absolute',
        inset: 0,
        bgImage: `url(${programmeLogoSrc})`,
        bgRepeat: 'no-repeat',
        backgroundPosition: 'center',
        bgSize: 'min(85vw, 720px) auto',
        opacity: 0.07,
        pointerEvents: 'none',
      }}
    >
      <Container position="relative" maxW="3xl" py={{ base: 8, md: 16 }} px={{ base: 5, md: 8 }}>
        {children}
      </Container>
    </Box>
  );
}
