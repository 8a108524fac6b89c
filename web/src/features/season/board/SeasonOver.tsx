import { HStack, Stack, Text } from '@chakra-ui/react';
import { ordinal, studentPlace, type SeasonTeam } from '@rink/game';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';

/**
 * The season is over (in transition): no puck that does nothing, but where to go now, the
 * debrief of the season and the trophies page with the end-of-season choices.
 */
export function SeasonOverPanel({ standings }: { standings: readonly SeasonTeam[] }) {
  return (
    <Stack data-testid="season-over" as="section" aria-label="Season over" gap="3" bg="white" borderRadius="2xl" borderWidth="3px" borderColor="orange.500" p={{ base: 4, md: 5 }} boxShadow="md">
      <Text fontWeight="900" fontSize="2xl" color="navy.900">
        Your team finished {ordinal(studentPlace(standings))}
      </Text>
      <Text fontSize="lg" color="navy.900">
        The season is over. Read how your money choices shaped it, then choose what to do next on the trophies page.
      </Text>
      <HStack gap="3" wrap="wrap">
        <LinkButton to={paths.debrief} colorPalette="orange" size="xl">
          See Your Season Debrief
        </LinkButton>
        <LinkButton to={paths.trophies} colorPalette="navy" size="xl">
          Go to Trophies
        </LinkButton>
      </HStack>
    </Stack>
  );
}
