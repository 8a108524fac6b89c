import { chakra } from '@chakra-ui/react';
import type { Player, Student } from '@rink/game';
import { PlayerCard } from '@/components/game/PlayerCard';

/** A player on a sign or trade board, as a big button: the whole card is the target. */
export function PlayerChoice({ player, student, onChoose }: { player: Player; student: Student; onChoose: () => void }) {
  return (
    <chakra.button
      type="button"
      onClick={onChoose}
      w="full"
      p="3"
      minH="44px"
      bg="white"
      borderWidth="2px"
      borderColor="navy.100"
      borderRadius="xl"
      cursor="pointer"
      _hover={{ borderColor: 'brand.500', bg: 'brand.50' }}
      _focusVisible={{ outline: '4px solid', outlineColor: 'navy.900', outlineOffset: '2px' }}
    >
      <PlayerCard player={player} level={student.level} decorativePicture />
    </chakra.button>
  );
}
