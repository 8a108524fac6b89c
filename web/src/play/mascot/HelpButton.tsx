import { useState } from 'react';
import { Box, Button, Dialog, Heading, Stack, Text } from '@chakra-ui/react';
import { FAQ } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { mascotArt } from './mascot-art';
import { MediaImage } from '@/components/media/MediaImage';

interface Props {
  /** The engine's canReplayTutorial: level 1, on a page with a tutorial (docs/product.md#help-and-faq). */
  canWatchTutorial: boolean;
  onWatchTutorial: () => void;
  disabled?: boolean;
}

/** The mascot help button on every game page: FAQs and, at level 1, the page's tutorial again. */
export function HelpButton({ canWatchTutorial, onWatchTutorial, disabled = false }: Props) {
  const [open, setOpen] = useState(false);
  const wave = mascotArt('wave');
  return (
    <AppDialog
      open={open}
      onOpenChange={setOpen}
      title="Ask Chip"
      headerArt={<MediaImage src={wave.src} alt={wave.alt} boxSize="64px" />}
      closeLabel="Close help"
      trigger={
        <Button variant="outline" colorPalette="brand" bg="white" size="lg" minH="52px" px="2" gap="1" disabled={disabled} aria-label="Help">
          <MediaImage src={wave.src} alt="" boxSize="40px" />
          <Box as="span" display={{ base: 'none', lg: 'inline' }} pr="2">
            Help
          </Box>
        </Button>
      }
      footer={
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="navy" size="lg">
            Close
          </Button>
        </Dialog.ActionTrigger>
      }
    >
      <Stack gap="5">
        {canWatchTutorial && (
          <Button
            colorPalette="orange"
            size="lg"
            alignSelf="flex-start"
            onClick={() => {
              setOpen(false);
              onWatchTutorial();
            }}
          >
            Watch Tutorial
          </Button>
        )}
        <Heading as="h3" size="lg" color="navy.800">
          Questions and answers
        </Heading>
        {FAQ.map((entry) => (
          <Box key={entry.question} borderLeftWidth="4px" borderColor="brand.400" pl="4">
            <Heading as="h4" size="md" color="navy.900">
              {entry.question}
            </Heading>
            <Text fontSize="lg" color="navy.800" mt="1">
              {entry.answer}
            </Text>
          </Box>
        ))}
      </Stack>
    </AppDialog>
  );
}
