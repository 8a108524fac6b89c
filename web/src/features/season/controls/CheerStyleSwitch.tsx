import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { CheerStyle } from '@rink/game';
import { useMove } from '@/play';
import { cheerMessages as m } from '../messages';

/**
 * 'Cheer at my own pace' (cheering without speed, docs/product.md#cheer-meter): on, one press is a whole cheer
 * level, the meter never falls, and the game waits after the Final Period until the bonus is
 * full. The choice is saved with the student (setCheerStyle). Locked while a game is on, so
 * the rules of a game never change halfway.
 */
export function CheerStyleSwitch({ style, locked }: { style: CheerStyle; locked: boolean }) {
  const mover = useMove();
  const steady = style === 'steady';
  return (
    <Stack gap="1" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" p="3" boxShadow="sm">
      <HStack as="label" gap="3" cursor={locked ? 'not-allowed' : 'pointer'} minH="44px">
        <chakra.input
          type="checkbox"
          role="switch"
          data-testid="cheer-style"
          checked={steady}
          disabled={locked || mover.busy}
          aria-describedby="cheer-style-help"
          onChange={(event) => void mover.run({ type: 'setCheerStyle', style: event.currentTarget.checked ? 'steady' : 'fast' })}
          appearance="none"
          flexShrink={0}
          w="56px"
          h="32px"
          borderRadius="full"
          bg={steady ? 'brand.600' : 'navy.300'}
          position="relative"
          cursor="inherit"
          transition="background-color 0.2s"
          _before={{
            content: '""',
            position: 'absolute',
            top: '4px',
            left: steady ? '28px' : '4px',
            w: '24px',
            h: '24px',
            borderRadius: 'full',
            bg: 'white',
            transition: 'left 0.2s',
          }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'navy.900', outlineOffset: '3px' }}
          _disabled={{ opacity: 0.6 }}
        />
        <Text fontWeight="800" fontSize="md" color="navy.900">
          <FormattedMessage {...m.ownPace} />
        </Text>
      </HStack>
      <Text id="cheer-style-help" fontSize="sm" color="navy.800">
        <FormattedMessage {...(steady ? m.ownPaceOn : m.ownPaceOff)} />
      </Text>
    </Stack>
  );
}
