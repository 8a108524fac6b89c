import { chakra, Text } from '@chakra-ui/react';
import type { Player, Student } from '@rink/game';
import { PlayerCard } from '@/components/game/PlayerCard';

interface Props {
  player: Player;
  student: Student;
  onChoose: () => void;
  /** Why the student cannot sign this player now (still listed, still pickable: the refusal explains). */
  cannotAfford?: string;
}

/** A player on a sign or trade board, as a big button: the whole card is the target. */
export function PlayerChoice({ player, student, onChoose, cannotAfford }: Props) {
  return (
    <chakra.button
      type="button"
      onClick={onChoose}
      w="full"
      p="3"
      minH="44px"
      bg={cannotAfford ? 'gray.50' : 'white'}
      borderWidth="2px"
      borderStyle={cannotAfford ? 'dashed' : 'solid'}
      borderColor={cannotAfford ? 'navy.300' : 'navy.100'}
      borderRadius="xl"
      cursor="pointer"
      textAlign="left"
      _hover={{ borderColor: 'brand.500', bg: 'brand.50' }}
      _focusVisible={{ outline: '4px solid', outlineColor: 'navy.900', outlineOffset: '2px' }}
    >
      <PlayerCard player={player} level={student.level} decorativePicture />
      {cannotAfford && (
        <Text mt="2" fontSize="md" fontWeight="bold" color="red.700">
          {cannotAfford}
        </Text>
      )}
    </chakra.button>
  );
}
