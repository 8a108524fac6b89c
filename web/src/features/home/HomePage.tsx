import { Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { HOME_TEAMS } from '@rink/game';
import { Highlight } from '@/components/game/Highlight';
import { mediaImageUrl } from '@/components/media/media';
import { PageStick, useGameShell, useStudent } from '@/play';
import { ObjectivesBoard } from './ObjectivesBoard';
import { ProgressBars } from './ProgressBars';
import { MediaImage } from '@/components/media/MediaImage';
import { homeMessages as m } from './messages';

const STICKS = [
  { page: 'team', label: m.stickTeam, description: m.stickTeamDescription },
  { page: 'budget', label: m.stickBudget, description: m.stickBudgetDescription },
  { page: 'season', label: m.stickSeason, description: m.stickSeasonDescription },
  { page: 'trophies', label: m.stickTrophies, description: m.stickTrophiesDescription },
] as const;

/** The student's home (docs/product.md#home-page): progress bars, objectives board and four stick buttons. */
export function HomePage() {
  const student = useStudent();
  const { isHighlighted } = useGameShell();
  const intl = useIntl();
  const team = HOME_TEAMS[student.level];
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '1fr 1fr' }} gap={{ base: 5, md: 6 }}>
      <GridItem>
        {/* Compact on a laptop so the whole objectives board shows above the sticky footer. */}
        <Stack gap={{ base: 5, lg: 4 }}>
          <Stack direction="row" align="center" gap="4">
            <MediaImage src={mediaImageUrl(team.logo)} alt={intl.formatMessage(m.teamLogo, { team: team.nameFull })} boxSize={{ base: '64px', md: '80px', lg: '64px' }} />
            <Stack gap="0">
              <Heading as="h2" fontSize={{ base: '2xl', md: '3xl', lg: '2xl' }} color="navy.900">
                {intl.formatMessage(m.welcome, { firstName: student.firstName })}
              </Heading>
              <Text fontSize="lg" color="navy.800">
                {intl.formatMessage(m.generalManager, { team: team.nameFull })}
              </Text>
              <Text fontSize="md" fontWeight="bold" color="brand.800">
                {intl.formatMessage(m.level, { level: student.level })}
              </Text>
            </Stack>
          </Stack>
          <ProgressBars student={student} />
          <Highlight active={isHighlighted('objectives')}>
            <ObjectivesBoard student={student} />
          </Highlight>
        </Stack>
      </GridItem>
      <GridItem>
        <Stack as="nav" aria-label={intl.formatMessage(m.whereNext)} gap={{ base: 3, md: 4 }} pr={{ base: 0, sm: 4 }}>
          {STICKS.map((stick) => (
            <PageStick key={stick.page} page={stick.page} label={intl.formatMessage(stick.label)} description={intl.formatMessage(stick.description)} />
          ))}
        </Stack>
      </GridItem>
    </Grid>
  );
}
