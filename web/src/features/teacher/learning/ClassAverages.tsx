import { Box, chakra, Grid, Heading, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Table, Td, Th } from '../live/table-parts';
import { AFTER_COLOUR, BEFORE_COLOUR, GroupedBars } from './GroupedBars';
import { averagesOverText, BASELINE_COLUMN, BASELINE_KEY, everyoneText, partName, percentText, type ClassAverages as Averages } from './learning-figures';
import { averagesMessages as m } from './messages';

function Key({ colour, label }: { colour: string; label: string }) {
  return (
    <HStack gap="2">
      <Box w="4" h="4" borderRadius="sm" bg={colour} aria-hidden="true" />
      <Text fontSize="md">{label}</Text>
    </HStack>
  );
}

/**
 * The class's money check, before playing and after (each student's latest), by area of the
 * standards and overall, in percent right, over the same students (those with both checks):
 * bars for the eye and, beside them, the same figures as a table (what a screen reader reads,
 * and what a teacher copies). Everyone who took each check stands under it, named as such.
 */
export function ClassAverages({ averages }: { averages: Averages }) {
  const intl = useIntl();
  const over = averagesOverText(intl, averages);
  const everyone = everyoneText(intl, averages);
  return (
    <chakra.section aria-labelledby="learning-averages-title" bg="white" borderRadius="xl" borderWidth="1px" borderColor="navy.100" p={{ base: 3, md: 5 }} className="learning-averages">
      <Heading as="h3" size="lg" id="learning-averages-title" color="navy.900">
        {intl.formatMessage(m.title)}
      </Heading>
      <Text fontSize="md" color="navy.800" mb="3">
        {intl.formatMessage(m.lead, { over })}
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(16rem, 2fr)' }} gap="5" alignItems="center">
        <Box minW="0">
          <HStack gap="5" mb="2" flexWrap="wrap">
            <Key colour={BEFORE_COLOUR} label={intl.formatMessage(BASELINE_KEY[averages.baseline])} />
            <Key colour={AFTER_COLOUR} label={intl.formatMessage(m.after)} />
          </HStack>
          <GroupedBars parts={averages.parts} />
        </Box>
        <Table>
          <chakra.caption textAlign="start" fontSize="md" color="navy.800" pb="1">
            {intl.formatMessage(m.caption, { over })}
          </chakra.caption>
          <thead>
            <tr>
              <Th scope="col">{intl.formatMessage(m.area)}</Th>
              <Th scope="col" textAlign="end">
                {intl.formatMessage(BASELINE_COLUMN[averages.baseline])}
              </Th>
              <Th scope="col" textAlign="end">
                {intl.formatMessage(m.afterColumn)}
              </Th>
            </tr>
          </thead>
          <tbody>
            {averages.parts.map((part) => (
              <tr key={part.part}>
                <Th scope="row" bg="transparent" borderBottomWidth="1px" borderColor="navy.100" fontWeight={part.part === 'overall' ? 'bold' : 'normal'}>
                  {partName(intl, part.part)}
                </Th>
                <Td textAlign="end">{percentText(intl, part.before)}</Td>
                <Td textAlign="end" fontWeight="bold">
                  {percentText(intl, part.after)}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Grid>
      {everyone && (
        <Text fontSize="md" color="navy.800" mt="3" data-testid="learning-everyone">
          {everyone}
        </Text>
      )}
    </chakra.section>
  );
}
