import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { puckColour, type CheerState } from '@rink/game';
import type { CheerStore } from '../cheer/cheer-store';
import { useCheerValue } from '../cheer/useCheerValue';
import { cheerMessages as m } from '../messages';

const pickColour = (s: CheerState) => puckColour(s.level);

// Solid colours that carry white words at 4.5:1 or more.
const FILL = { teal: '#0B7A85', orange: '#C2410C', red: '#B91C1C' } as const;

interface Props {
  store: CheerStore;
  /** 'cheer' in GAME_ON, 'start' otherwise (docs/product.md#cheer-meter). */
  mode: 'start' | 'cheer';
  /** The game cannot start (playBlocker, or a save in flight): a truly disabled button. */
  disabled: boolean;
  /** Between phases (coming up next, the result...): it keeps the focus but does nothing. */
  resting: boolean;
  onPress: () => void;
}

/**
 * The big puck (docs/product.md#cheer-meter): starts a game, or cheers while the game is on. Its colour
 * follows the cheer level (teal, orange, red); it re-renders only when the colour changes.
 */
export function PuckButton({ store, mode, disabled, resting, onPress }: Props) {
  const colour = useCheerValue(store, pickColour);
  const intl = useIntl();
  const label = intl.formatMessage(mode === 'cheer' ? m.puckCheer : m.puckStart);
  const idle = disabled || resting;
  return (
    <chakra.button
      type="button"
      data-testid="puck"
      data-colour={colour}
      disabled={disabled}
      aria-disabled={resting || undefined}
      onClick={() => {
        if (!idle) onPress();
      }}
      w={{ base: '160px', lg: '170px' }}
      h={{ base: '160px', lg: '170px' }}
      flexShrink={0}
      borderRadius="full"
      bg={FILL[colour]}
      color="white"
      fontFamily="heading"
      fontWeight="900"
      fontSize={mode === 'cheer' ? '2xl' : 'xl'}
      letterSpacing={mode === 'cheer' ? 'wide' : undefined}
      whiteSpace={mode === 'cheer' ? 'nowrap' : undefined}
      lineHeight="1.1"
      px="2"
      textTransform="uppercase"
      borderWidth="6px"
      borderColor="navy.900"
      boxShadow="0 10px 0 #0B1F3A, inset 0 -8px 0 rgba(0,0,0,0.25)"
      cursor={idle ? 'not-allowed' : 'pointer'}
      opacity={idle ? 0.55 : 1}
      filter={disabled ? 'grayscale(0.7)' : undefined}
      transition="transform 0.06s, background-color 0.2s"
      touchAction="manipulation"
      userSelect="none"
      _active={idle ? undefined : { transform: 'translateY(6px) scale(0.97)', boxShadow: '0 4px 0 #0B1F3A' }}
      // Navy on the page's light ice, as every ring of the app (WCAG 1.4.11: the yellow it was read 1.4:1 there).
      _focusVisible={{ outline: '5px solid', outlineColor: 'navy.900', outlineOffset: '4px' }}
    >
      {label}
    </chakra.button>
  );
}
