import { useEffect, useRef, type ReactNode } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * Marks the part of a screen the mascot is talking about: a thick yellow ring with a soft glow.
 */
export function Highlight({ active, children, ...rest }: { active: boolean; children: ReactNode } & BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Bring what the mascot talks about into view, clear of the tutorial panel at the bottom.
  useEffect(() => {
    if (!active) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [active]);
  return (
    <Box
      ref={ref}
      scrollMarginTop="1rem"
      position="relative"
      borderRadius="2xl"
      data-highlighted={active ? '' : undefined}
      outline={active ? '5px solid' : 'none'}
      outlineColor="#FFD23F"
      outlineOffset="4px"
      boxShadow={active ? '0 0 0 10px rgba(255, 210, 63, 0.35)' : undefined}
      transition="box-shadow 0.5s, outline-color 0.5s"
      {...rest}
    >
      {children}
    </Box>
  );
}
