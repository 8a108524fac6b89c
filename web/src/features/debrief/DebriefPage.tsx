import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { lastDebrief } from '@rink/game';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { useStudent } from '@/play';
import { CheckProgressCard, InjuriesCard, ResultsCard, SavingsCard, SpendingCard, SuggestionCard } from './DebriefCards';
import { debriefMessages as m } from './messages';

/**
 * The season debrief (docs/product.md#debrief-page): once a season ends, one page that ties the results to the
 * money choices: what was saved and what it became, what was spent and on whom, how injuries
 * were covered, the results, and one suggestion for next season. The figures are the ones the
 * engine stored with the season (student.debriefs), the same the teacher will see.
 */
export function DebriefPage() {
  const intl = useIntl();
  const student = useStudent();
  const navigate = useNavigate();
  const debrief = lastDebrief(student);

  // The router opens each page at its top (ScrollRestoration), so the trophies page shows its
  // season-end choices first.
  const goToTrophies = () => void navigate(paths.trophies);

  if (!debrief) {
    // Mid-season: nothing to read yet (every finished season stores its debrief).
    return (
      <Stack gap="4" bg="white/95" borderRadius="3xl" borderWidth="2px" borderColor="brand.100" boxShadow="lg" p={{ base: 5, md: 8 }} maxW="3xl" mx="auto">
        <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
          {intl.formatMessage(m.heading)}
        </Heading>
        <Text fontSize="xl" color="navy.900">
          {intl.formatMessage(m.notYet)}
        </Text>
        <Box>
          <LinkButton to={paths.season} colorPalette="orange" size="xl">
            {intl.formatMessage(m.goToSeason)}
          </LinkButton>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack gap={{ base: 5, md: 6 }}>
      <Box>
        <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
          {intl.formatMessage(m.heading)}
        </Heading>
        <Text fontSize="xl" color="navy.800">
          {intl.formatMessage(m.subtitle, { level: debrief.level, season: debrief.seasonNumber })}
        </Text>
      </Box>
      <ResultsCard debrief={debrief} />
      {/* The takeaway right after the results, where every reader sees it; the cards below say why. */}
      <SuggestionCard debrief={debrief} />
      <CheckProgressCard debrief={debrief} taken={student.moneyCheck.taken} />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: 5, md: 6 }} alignItems="stretch">
        <SavingsCard debrief={debrief} />
        <SpendingCard debrief={debrief} />
      </Grid>
      <InjuriesCard debrief={debrief} />
      <Box>
        {/* A real button (the step's contract): the trophies page holds the end-of-season choices. */}
        <Button colorPalette="orange" size="xl" onClick={goToTrophies}>
          {intl.formatMessage(m.goToTrophies)}
        </Button>
      </Box>
    </Stack>
  );
}
