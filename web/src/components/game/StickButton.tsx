import type { ReactNode } from 'react';
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

interface Props {
  to: string;
  label: string;
  description?: string;
  disabled?: boolean;
  /** Why it is closed, said on the stick in place of its description while disabled. */
  closedReason?: string;
  /** The guided next step: a glowing ring draws the eye. */
  nextStep?: boolean;
  size?: 'md' | 'lg';
  icon?: ReactNode;
}

const StickLink = chakra(RouterLink);

/**
 * A navigation button shaped like a hockey stick (docs/product.md#navigation): the shaft carries
 * the words, the dark blade sits at the right end. A link while usable; a disabled button
 * (announced as unavailable) when the game's rules keep the page closed.
 */
export function StickButton({ to, label, description, closedReason, disabled = false, nextStep = false, size = 'lg', icon }: Props) {
  const big = size === 'lg';
  const words = disabled && closedReason ? closedReason : description;
  const body = (
    <>
      <Box
        aria-hidden
        position="absolute"
        left="0"
        top="0"
        bottom="0"
        w={big ? '28px' : '20px'}
        bg="navy.900"
        borderLeftRadius="full"
      />
      {/* On a phone a big stick's word is a size smaller: PRESUPUESTO (Spanish) reached past a 320 px window. */}
      <Stack gap="0" minW="0" pl={big ? '10' : '8'} pr={big ? { base: '16', sm: '24' } : '16'} py={big ? '3' : '2'} align="flex-start" textAlign="left">
        <Text as="span" fontFamily="heading" fontWeight="800" fontSize={big ? { base: 'xl', sm: '2xl' } : 'lg'} letterSpacing="wide" lineHeight="1.1" overflowWrap="anywhere">
          {icon}
          {label}
        </Text>
        {words && (
          <Text as="span" fontSize={big ? 'md' : 'sm'} fontWeight={disabled && closedReason ? 'bold' : 'semibold'} lineHeight="short">
            {words}
          </Text>
        )}
      </Stack>
      {/* The blade: a dark hook at the end of the shaft. */}
      <Box
        aria-hidden
        position="absolute"
        right={big ? '-6px' : '-4px'}
        bottom={big ? '-10px' : '-8px'}
        w={big ? '84px' : '60px'}
        h={big ? '34px' : '26px'}
        bg="navy.900"
        borderTopLeftRadius="md"
        borderTopRightRadius="3xl"
        borderBottomRightRadius="full"
        borderBottomLeftRadius="xl"
        transform="skewX(-18deg)"
      />
    </>
  );

  const shared = {
    position: 'relative' as const,
    display: 'flex',
    alignItems: 'center',
    w: 'full',
    minH: big ? '76px' : '52px',
    mb: big ? '10px' : '8px',
    borderRadius: 'full',
    borderWidth: '3px',
    borderColor: '#7A4B1E',
    bg: '#F0C48E',
    color: 'navy.900',
    boxShadow: nextStep ? '0 0 0 6px #FFD23F, 0 6px 0 #7A4B1E' : '0 5px 0 #7A4B1E',
    textDecoration: 'none',
    'data-next-step': nextStep ? 'true' : undefined,
  };

  if (disabled) {
    return (
      <chakra.button type="button" disabled aria-disabled {...shared} opacity={0.72} cursor="not-allowed" filter="grayscale(0.8)">
        {body}
      </chakra.button>
    );
  }
  return (
    <StickLink
      to={to}
      {...shared}
      transition="transform 0.15s, box-shadow 0.15s"
      _hover={{ transform: 'translateY(-2px)', bg: '#F5D2A6' }}
      _active={{ transform: 'translateY(2px)' }}
      _focusVisible={{ outline: '4px solid', outlineColor: 'navy.900', outlineOffset: '4px' }}
      aria-describedby={undefined}
    >
      {body}
    </StickLink>
  );
}
