import { useState } from 'react';
import { Box, Button, CloseButton, Dialog, Heading, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { FAQ } from '@rink/game';
import { mascotArt } from './mascot-art';

interface Props {
  /** Shown only when the student is at level 1 and the page has a tutorial (spec point 1). */
  canWatchTutorial: boolean;
  onWatchTutorial: () => void;
  disabled?: boolean;
}

/** The mascot help button on every game page: FAQs and, at level 1, the page's tutorial again. */
export function HelpButton({ canWatchTutorial, onWatchTutorial, disabled = false }: Props) {
  const [open, setOpen] = useState(false);
  const wave = mascotArt('wave');
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} size="lg" scrollBehavior="inside" placement="center">
      <Dialog.Trigger asChild>
        <Button
          variant="outline"
          colorPalette="brand"
          bg="white"
          size="lg"
          minH="52px"
          px="2"
          gap="1"
          disabled={disabled}
          aria-label="Help"
        >
          <Image src={wave.src} alt="" boxSize="40px" />
          <Box as="span" display={{ base: 'none', lg: 'inline' }} pr="2">
            Help
          </Box>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="2xl" mx="3">
            <Dialog.Header alignItems="center" gap="3">
              <Image src={wave.src} alt={wave.alt} boxSize="64px" />
              <Dialog.Title fontSize="2xl">Ask Chip</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="navy" size="lg">
                  Close
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Close help" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
