import { Button, Flex } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { steadyPressesLeft, type CheerState } from '@rink/game';
import type { CheerStore } from '../cheer/cheer-store';
import { useCheerValue } from '../cheer/useCheerValue';
import { jumbotronMessages as m } from '../messages';

const pickLeft = (s: CheerState) => steadyPressesLeft(s);

/** The steady cheerer's wait after the Final Period (docs/product.md#cheer-meter): how many presses remain. */
export function SteadyWaitMessage({ store }: { store: CheerStore }) {
  const left = useCheerValue(store, pickLeft);
  return <FormattedMessage {...m.steadyWait} values={{ left }} />;
}

/** 'Finish the Game': plays the game now with the bonus earned so far. */
export function FinishGameButton({ onFinish }: { onFinish: () => void }) {
  return (
    <Flex justify="center">
      <Button colorPalette="orange" size="lg" onClick={onFinish}>
        <FormattedMessage {...m.finishGame} />
      </Button>
    </Flex>
  );
}
