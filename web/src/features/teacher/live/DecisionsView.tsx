import { useState } from 'react';
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ClassGlance } from './ClassGlance';
import { ProgressState } from './ProgressState';
import { DecisionsTable } from './DecisionsTable';
import type { SortDirection, SortKey } from './progress-view';
import { useClassProgress, useNow } from './useClassProgress';
import { decisionsMessages as m } from './messages';

/**
 * The decisions view (docs/product.md#decisions-view): what each student is doing with their money, live, and the
 * class at a glance (who has not started, who is stuck, who spent everything, who saved), so
 * a teacher knows which desk to walk to. Follows the class's progress documents.
 */
export function DecisionsView({ teacherId }: { teacherId: string }) {
  const intl = useIntl();
  const progress = useClassProgress(teacherId);
  const now = useNow();
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({ key: 'name', direction: 'ascending' });
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="xl" color="navy.900">
          {intl.formatMessage(m.title)}
        </Heading>
        <Text fontSize="lg" color="navy.800">
          {intl.formatMessage(m.lead)}
        </Text>
      </Box>
      <ProgressState progress={progress}>
        {(rows) => (
          <>
            <ClassGlance rows={rows} now={now} />
            <chakra.section aria-labelledby="decisions-table-title">
              <Heading as="h3" size="lg" id="decisions-table-title" color="navy.900" mb="2">
                {intl.formatMessage(m.eachStudent)}
              </Heading>
              <Text display={{ base: 'block', lg: 'none' }} fontSize="md" color="navy.800" mb="2">
                {intl.formatMessage(m.scrollHint)}
              </Text>
              <DecisionsTable rows={rows} now={now} sort={sort} onSort={setSort} />
            </chakra.section>
          </>
        )}
      </ProgressState>
    </Stack>
  );
}
