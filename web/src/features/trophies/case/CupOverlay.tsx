import { useRef } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { mediaImageUrl } from '@/components/media/media';
import { AppDialog } from '@/components/ui/AppDialog';
import { cupStatus } from './cup-status';
import type { OpenCup } from './TrophyCase';
import { MediaImage } from '@/components/media/MediaImage';

/** The award overlay (docs/product.md#trophies-page): the cup's name, description and trophy picture. */
export function CupOverlay({ open, onClose }: { open: OpenCup; onClose: () => void }) {
  const { shelf, entry } = open;
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={entry.cup.name}
      description={entry.cup.description}
      size="md"
      closeLabel="Close"
      initialFocus={closeRef}
      footer={
        <Button ref={closeRef} colorPalette="brand" size="lg" onClick={onClose}>
          Back to Trophies
        </Button>
      }
    >
      <Flex direction="column" align="center" gap="3">
        <MediaImage
          src={mediaImageUrl(entry.cup.image)}
          alt={`${entry.cup.name} trophy`}
          h="200px"
          w="auto"
          opacity={entry.earned ? 1 : 0.5}
          filter={entry.earned || !shelf.dimmed ? undefined : 'grayscale(1)'}
        />
        <Text fontSize="lg" fontWeight="bold" color={entry.earned ? 'orange.700' : 'navy.800'}>
          {cupStatus(shelf, entry)}
        </Text>
        <Text fontSize="md" fontWeight="bold" color="navy.900" bg="navy.50" borderRadius="full" px="4" py="1">
          Level {shelf.level}
        </Text>
      </Flex>
    </AppDialog>
  );
}
