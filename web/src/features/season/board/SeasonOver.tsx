import { HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { studentPlace, type SeasonTeam } from '@rink/game';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { finishedSentence } from '../dialogs/summary-text';
import { boardMessages as m } from '../messages';

/**
 * The season is over (in transition): no puck that does nothing, but where to go now, the
 * debrief of the season and the trophies page with the end-of-season choices.
 */
export function SeasonOverPanel({ standings }: { standings: readonly SeasonTeam[] }) {
  const intl = useIntl();
  return (
    <Stack data-testid="season-over" as="section" aria-label={intl.formatMessage(m.seasonOverLabel)} gap="3" bg="white" borderRadius="2xl" borderWidth="3px" borderColor="orange.500" p={{ base: 4, md: 5 }} boxShadow="md">
      <Text fontWeight="900" fontSize="2xl" color="navy.900">
        {finishedSentence(intl, studentPlace(standings))}
      </Text>
      <Text fontSize="lg" color="navy.900">
        <FormattedMessage {...m.seasonOverText} />
      </Text>
      <HStack gap="3" wrap="wrap">
        <LinkButton to={paths.debrief} colorPalette="orange" size="xl">
          <FormattedMessage {...m.seeDebrief} />
        </LinkButton>
        <LinkButton to={paths.trophies} colorPalette="navy" size="xl">
          <FormattedMessage {...m.goToTrophies} />
        </LinkButton>
      </HStack>
    </Stack>
  );
}
