import { useState, type Ref } from 'react';
import { Box, Button, Dialog, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Level } from '@rink/game';
import { useContent } from '@/i18n/content/useContent';
import { AppDialog } from '@/components/ui/AppDialog';
import { mascotArt } from './mascot-art';
import { MediaImage } from '@/components/media/MediaImage';
import { helpMessages as m } from '../messages';
import { wrapsWhenNarrow } from '@/components/ui/narrow-button';

interface Props {
  /** The engine's canReplayTutorial: level 1, on a page with a tutorial (docs/product.md#help-and-faq). */
  canWatchTutorial: boolean;
  onWatchTutorial: () => void;
  /** The student's level: its intro clip plays again from here, at every level. */
  introLevel: Level;
  onWatchIntro: () => void;
  disabled?: boolean;
  /** The Help button itself: the page gives it the focus back after a tutorial it replayed. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/** The mascot help button on every game page: FAQs, the level's intro clip again and, at level 1, the page's tutorial again. */
export function HelpButton({ canWatchTutorial, onWatchTutorial, introLevel, onWatchIntro, disabled = false, triggerRef }: Props) {
  const [open, setOpen] = useState(false);
  // The intro is a full-screen dialog of its own: it opens once this panel has finished closing
  // (opened while the panel was closing, it was closed again at once).
  const [introNext, setIntroNext] = useState(false);

  const intl = useIntl();
  const content = useContent();
  const wave = mascotArt('wave');
  return (
    <AppDialog
      open={open}
      onOpenChange={setOpen}
      title={intl.formatMessage(m.title)}
      headerArt={<MediaImage src={wave.src} alt={intl.formatMessage(wave.alt)} boxSize="64px" />}
      closeLabel={intl.formatMessage(m.closeHelp)}
      onExitComplete={() => {
        if (!introNext) return;
        setIntroNext(false);
        onWatchIntro();
      }}
      trigger={
        <Button ref={triggerRef} variant="outline" colorPalette="brand" bg="white" size="lg" minH="52px" px="2" gap="1" disabled={disabled} aria-label={intl.formatMessage(m.help)}>
          <MediaImage src={wave.src} alt="" boxSize="40px" />
          <Box as="span" display={{ base: 'none', lg: 'inline' }} pr="2">
            <FormattedMessage {...m.help} />
          </Box>
        </Button>
      }
      footer={
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="navy" size="lg">
            <FormattedMessage {...m.close} />
          </Button>
        </Dialog.ActionTrigger>
      }
    >
      <Stack gap="5">
        <HStack gap="3" wrap="wrap">
          {canWatchTutorial && (
            <Button
              colorPalette="orange"
              size="lg"
              css={wrapsWhenNarrow()}
              onClick={() => {
                setOpen(false);
                onWatchTutorial();
              }}
            >
              <FormattedMessage {...m.watchTutorial} />
            </Button>
          )}
          <Button
            variant="outline"
            colorPalette="navy"
            size="lg"
            css={wrapsWhenNarrow()}
            onClick={() => {
              setIntroNext(true);
              setOpen(false);
            }}
          >
            <FormattedMessage {...m.watchIntro} values={{ level: introLevel }} />
          </Button>
        </HStack>
        <Heading as="h3" size="lg" color="navy.800">
          <FormattedMessage {...m.questions} />
        </Heading>
        {content.faqs().map((entry) => (
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
