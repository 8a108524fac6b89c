import { Box, Grid, Heading, List, Text } from '@chakra-ui/react';
import { fullName, glance, stuckReason, type ProgressRow } from './progress-view';

interface Group {
  key: string;
  title: string;
  hint: string;
  rows: ProgressRow[];
  tone: 'orange' | 'brand' | 'navy';
  /** Shown beside each name: why this student is in the group. */
  detail?: (row: ProgressRow) => string;
}

/** The class at a glance: four groups of names, the desks to walk to first. */
export function ClassGlance({ rows, now }: { rows: ProgressRow[]; now: number }) {
  const groups = glance(rows, now);
  const list: Group[] = [
    { key: 'stuck', title: 'Stuck', hint: 'No move for 5 minutes, or the team needs a hard step', rows: groups.stuck, tone: 'orange', detail: (row) => stuckReason(row, now) },
    { key: 'not-started', title: 'Not started', hint: 'Has not played yet', rows: groups.notStarted, tone: 'navy' },
    { key: 'spent-all', title: 'Spent everything', hint: 'Nothing saved, nothing left', rows: groups.spentAll, tone: 'orange' },
    { key: 'saved', title: 'Saving', hint: 'Has put money aside', rows: groups.saved, tone: 'brand' },
  ];
  return (
    <Box as="section" aria-labelledby="glance-title">
      <Heading as="h3" size="lg" id="glance-title" color="navy.900" mb="2">
        The class at a glance
      </Heading>
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3">
        {list.map((group) => (
          <Box key={group.key} bg={`${group.tone}.50`} borderRadius="xl" borderWidth="2px" borderColor={`${group.tone}.200`} p="3" data-testid={`glance-${group.key}`}>
            <Heading as="h4" size="md" color="navy.900">
              {group.title}: {group.rows.length}
            </Heading>
            <Text fontSize="sm" color="navy.800" mb="2">
              {group.hint}
            </Text>
            {group.rows.length > 0 ? (
              // Names without detail run on in a line, so a class of 30 fits the box.
              <List.Root as="ul" listStyleType="none" fontSize="md" gap={group.detail ? '1' : '0'} display={group.detail ? 'flex' : 'block'} flexDirection="column">
                {group.rows.map((row, index) => (
                  <List.Item key={row.id} display={group.detail ? 'list-item' : 'inline'}>
                    {group.detail ? (
                      <>
                        <strong>{fullName(row)}</strong>: {group.detail(row)}
                      </>
                    ) : (
                      `${fullName(row)}${index < group.rows.length - 1 ? ', ' : ''}`
                    )}
                  </List.Item>
                ))}
              </List.Root>
            ) : (
              <Text fontSize="md" color="navy.800">
                Nobody
              </Text>
            )}
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
