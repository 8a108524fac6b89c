import { Button, Flex } from '@chakra-ui/react';
import { steadyPressesLeft, type CheerState } from '@rink/game';
import type { CheerStore } from '../cheer/cheer-store';
import { useCheerValue } from '../cheer/useCheerValue';

const pickLeft = (s: CheerState) => steadyPressesLeft(s);

/** The steady cheerer's wait after the Final Period (docs/product.md#cheer-meter): how many presses remain. */
export function SteadyWaitMessage({ store }: { store: CheerStore }) {
  const left = useCheerValue(store, pickLeft);
  return <>{`Keep cheering at your own pace: ${left} more ${left === 1 ? 'cheer' : 'cheers'} for the full bonus`}</>;
}

/** 'Finish the Game': plays the game now with the bonus earned so far. */
export function FinishGameButton({ onFinish }: { onFinish: () => void }) {
  return (
    <Flex justify="center">
      <Button colorPalette="orange" size="lg" onClick={onFinish}>
        Finish the Game
      </Button>
    </Flex>
  );
}
