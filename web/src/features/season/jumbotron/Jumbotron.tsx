import type { ReactNode } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { GamePhase } from '@rink/game';
import { jumbotronMessages as m } from '../messages';

interface Props {
  phase: GamePhase;
  message: ReactNode;
  /** The picture of the phase: the team, the versus view, the game, the score, the clip. */
  children: ReactNode;
  /** Words and buttons under the message (the steady wait, Try Again). */
  footer?: ReactNode;
  /** The scoreboard line above the message ('Game X of N'). */
  counter?: ReactNode;
  /**
   * What a screen reader hears when the message changes, where the picture says more than the
   * words (the result's score); the message itself otherwise.
   */
  spoken?: ReactNode;
}

/**
 * The arena's big screen (docs/product.md#game-phases): the phase's message, read out politely
 * to screen readers as it changes (with the score, once there is one), above the phase's
 * picture. Its height is a floor, not a cap: every phase fits in it at the usual text sizes (the
 * clips lie over the picture area, out of the flow, and take the room the words leave), so the puck
 * and the meter below never jump while the phases change; text spaced out by the reader (WCAG
 * 1.4.12) makes it taller instead of being cut off.
 */
export function Jumbotron({ phase, message, children, footer, counter, spoken }: Props) {
  const intl = useIntl();
  return (
    <Box
      data-testid="jumbotron"
      data-phase={phase}
      as="section"
      aria-label={intl.formatMessage(m.label)}
      bg="navy.900"
      color="white"
      borderRadius="2xl"
      borderWidth="6px"
      borderColor="#1D2F4F"
      boxShadow="0 8px 0 #0B1F3A, inset 0 0 0 2px #2EC4B6"
      p={{ base: 3, md: 4 }}
      minH={{ base: '310px', lg: '305px' }}
      display="flex"
      flexDirection="column"
      gap="2"
      overflow="hidden"
    >
      {counter}
      <Text
        data-testid="jumbotron-message"
        aria-hidden
        fontFamily="heading"
        fontWeight="900"
        fontSize={{ base: 'xl', md: '2xl' }}
        lineHeight="1.15"
        textAlign="center"
        color="#FFD23F"
        minH="2.3rem"
      >
        {message}
      </Text>
      {/* The message once in the accessibility tree, read out politely as it changes. */}
      <Text data-testid="jumbotron-spoken" srOnly aria-live="polite" aria-atomic>
        {spoken ?? message}
      </Text>
      <Flex flex="1" minH="0" position="relative" align="center" justify="center">
        {children}
      </Flex>
      {footer}
    </Box>
  );
}
