import { useRef } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalisePosition } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { AppDialog } from '@/components/ui/AppDialog';
import { ReadAloudButton } from '@/components/read-aloud';
import { useContent } from '@/i18n/content/useContent';
import { useFormat } from '@/i18n/format';
import { useStudent } from '@/play';
import { dialogMessages as m } from '../messages';
import { injuredPlayers } from './summary-text';
import { MediaImage } from '@/components/media/MediaImage';

interface Props {
  open: boolean;
  onGoToTeam: () => void;
}

/**
 * The injury scenario (docs/product.md#injury-rules): the engine's message, who is hurt, the
 * objective 'Replace the injured player' and how to do it, with the scenario's own button to
 * Team. It has no close: the next game cannot start until the lineup is full again, so the
 * only way on is the button (the season page keeps it open while `open`).
 */
export function InjuryScenarioDialog({ open, onGoToTeam }: Props) {
  const student = useStudent();
  const intl = useIntl();
  const format = useFormat();
  const content = useContent();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const scenario = student.season.currentScenario;
  if (!scenario) return null;
  const injured = injuredPlayers(scenario, student.players);
  const message = injured.length > 0 ? content.injuryMessage(injured.map((p) => p.playerName)) : content.engineText(scenario.message);
  const objective = content.objective(scenario.objective.type ? scenario.objective : 'SEASON_SCENARIO');
  // What read-aloud says: the message, the objective and how to do it.
  const spoken = [message, intl.formatMessage(m.objective), objective, intl.formatMessage(m.injuryHelp)].join(' ');
  return (
    <AppDialog
      open={open}
      // Escape and the backdrop do nothing: see above.
      onOpenChange={() => undefined}
      title={intl.formatMessage(m.injuryTitle)}
      // The engine's message is made from the injured players' names: made again in the screen's language.
      description={message}
      initialFocus={buttonRef}
      footer={
        <>
          <ReadAloudButton text={spoken} />
          <Button ref={buttonRef} colorPalette="orange" size="lg" onClick={onGoToTeam}>
            {content.scenarioButton(scenario)}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {injured.length > 0 && (
          // Compact rows, not full player cards: with two injured players the dialog still fits
          // a Chromebook's 768px-high screen without scrolling.
          <Stack as="ul" gap="2" listStyleType="none" aria-label={intl.formatMessage(m.injuredPlayers)}>
            {injured.map((player) => (
              <HStack as="li" key={player._id} gap="3" borderWidth="2px" borderColor="red.500" borderRadius="xl" px="3" py="2">
                <MediaImage src={mediaImageUrl(player.playerPicture)} alt="" boxSize="48px" borderRadius="full" bg="brand.50" flexShrink={0} />
                <Box flex="1" minW="0">
                  <Text fontSize="lg" fontWeight="bold" color="navy.900" lineHeight="short">
                    {player.playerName}
                  </Text>
                  <Text fontSize="md" color="navy.800">
                    {intl.formatMessage(m.injuredLine, { position: normalisePosition(player.playerPosition), rank: player.overallRank, price: format.money(player.playerCost) })}
                  </Text>
                </Box>
              </HStack>
            ))}
          </Stack>
        )}
        <Box bg="orange.50" borderLeftWidth="6px" borderColor="orange.500" borderRadius="lg" px="4" py="3">
          <Heading as="h3" fontSize="md" color="navy.800" textTransform="uppercase" letterSpacing="wide">
            <FormattedMessage {...m.objective} />
          </Heading>
          <Text fontSize="xl" fontWeight="bold" color="navy.900">
            {objective}
          </Text>
        </Box>
        <Text fontSize="lg" color="navy.800">
          <FormattedMessage {...m.injuryHelp} />
        </Text>
      </Stack>
    </AppDialog>
  );
}
