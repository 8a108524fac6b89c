import { useRef } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { mediaImageUrl } from '@/components/media/media';
import { AppDialog } from '@/components/ui/AppDialog';
import { useContent } from '@/i18n/content/useContent';
import { caseMessages as m } from '../messages';
import { cupStatus } from './cup-status';
import type { OpenCup } from './TrophyCase';
import { MediaImage } from '@/components/media/MediaImage';

/** The award overlay (docs/product.md#trophies-page): the cup's name, description and trophy picture. */
export function CupOverlay({ open, onClose }: { open: OpenCup; onClose: () => void }) {
  const intl = useIntl();
  const content = useContent();
  const { shelf, entry } = open;
  const name = content.cupName(entry.cup);
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={name}
      description={content.cupDescription(entry.cup)}
      size="md"
      closeLabel={intl.formatMessage(m.close)}
      initialFocus={closeRef}
      footer={
        <Button ref={closeRef} colorPalette="brand" size="lg" onClick={onClose}>
          {intl.formatMessage(m.backToTrophies)}
        </Button>
      }
    >
      <Flex direction="column" align="center" gap="3">
        <MediaImage
          src={mediaImageUrl(entry.cup.image)}
          alt={intl.formatMessage(m.trophyAlt, { cup: name })}
          h="200px"
          w="auto"
          opacity={entry.earned ? 1 : 0.5}
          filter={entry.earned || !shelf.dimmed ? undefined : 'grayscale(1)'}
        />
        <Text fontSize="lg" fontWeight="bold" color={entry.earned ? 'orange.700' : 'navy.800'}>
          {cupStatus(intl, shelf, entry)}
        </Text>
        <Text fontSize="md" fontWeight="bold" color="navy.900" bg="navy.50" borderRadius="full" px="4" py="1">
          {intl.formatMessage(m.level, { level: shelf.level })}
        </Text>
      </Flex>
    </AppDialog>
  );
}
