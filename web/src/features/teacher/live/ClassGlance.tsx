import { useState } from 'react';
import { Box, Button, Grid, Heading, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { fullName, glance, stuckReason, type ProgressRow } from './progress-view';
import { glanceMessages as m } from './messages';

interface Group {
  key: string;
  title: string;
  hint: string;
  rows: ProgressRow[];
  tone: 'orange' | 'brand' | 'navy';
  /** Shown beside each name: why this student is in the group. */
  detail?: (row: ProgressRow) => string;
}

/**
 * Names a group shows before 'Show all': at the start of a lesson "Not started" holds the
 * whole class, and listing 60 names pushed the table 1,450 px down.
 */
const GLANCE_NAMES = 3;

/** The class at a glance: four groups, each a count and its first names, the desks to walk to first. */
export function ClassGlance({ rows, now }: { rows: ProgressRow[]; now: number }) {
  const intl = useIntl();
  const groups = glance(rows, now);
  const t = intl.formatMessage;
  const list: Group[] = [
    { key: 'stuck', title: t(m.stuck), hint: t(m.stuckHint), rows: groups.stuck, tone: 'orange', detail: (row) => stuckReason(intl, row, now) },
    { key: 'not-started', title: t(m.notStarted), hint: t(m.notStartedHint), rows: groups.notStarted, tone: 'navy' },
    { key: 'spent-all', title: t(m.spentAll), hint: t(m.spentAllHint), rows: groups.spentAll, tone: 'orange' },
    { key: 'saved', title: t(m.saved), hint: t(m.savedHint), rows: groups.saved, tone: 'brand' },
  ];
  return (
    <Box as="section" aria-labelledby="glance-title">
      <Heading as="h3" size="lg" id="glance-title" color="navy.900" mb="2">
        {intl.formatMessage(m.title)}
      </Heading>
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="3" alignItems="start">
        {list.map((group) => (
          <GlanceGroup key={group.key} group={group} />
        ))}
      </Grid>
    </Box>
  );
}

/** Between the names of a group listed in a line. */
const NAME_SEPARATOR = ', ';

function GlanceGroup({ group }: { group: Group }) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  const listId = `glance-${group.key}-names`;
  const shown = all ? group.rows : group.rows.slice(0, GLANCE_NAMES);
  const hidden = group.rows.length - shown.length;
  const { detail } = group;
  return (
    <Box bg={`${group.tone}.50`} borderRadius="xl" borderWidth="2px" borderColor={`${group.tone}.200`} p="3" data-testid={`glance-${group.key}`} minW="0">
      <Heading as="h4" size="md" color="navy.900">
        {intl.formatMessage(m.count, { title: group.title, count: group.rows.length })}
      </Heading>
      <Text fontSize="sm" color="navy.800" mb="2">
        {group.hint}
      </Text>
      {group.rows.length > 0 ? (
        <>
          {/* Names without detail run on in a line; long ones wrap anywhere rather than widen the box. */}
          <List.Root
            as="ul"
            id={listId}
            listStyleType="none"
            fontSize="md"
            gap={detail ? '1' : '0'}
            display={detail ? 'flex' : 'block'}
            flexDirection="column"
            overflowWrap="anywhere"
            maxH={all ? '16rem' : undefined}
            overflowY={all ? 'auto' : undefined}
          >
            {shown.map((row, index) => (
              <List.Item key={row.id} display={detail ? 'list-item' : 'inline'}>
                {detail ? (
                  intl.formatMessage(m.detail, { name: fullName(row), detail: detail(row), b: (chunks) => <strong>{chunks}</strong> })
                ) : (
                  <>
                    {fullName(row)}
                    {index < shown.length - 1 && NAME_SEPARATOR}
                  </>
                )}
              </List.Item>
            ))}
          </List.Root>
          {hidden > 0 && (
            <Text fontSize="md" color="navy.800">
              {intl.formatMessage(m.more, { count: hidden })}
            </Text>
          )}
          {group.rows.length > GLANCE_NAMES && (
            <Button mt="1" size="sm" variant="plain" colorPalette="navy" px="0" textDecoration="underline" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
              {all ? intl.formatMessage(m.showFewer) : intl.formatMessage(m.showAll, { count: group.rows.length })}
            </Button>
          )}
        </>
      ) : (
        <Text fontSize="md" color="navy.800">
          {intl.formatMessage(m.nobody)}
        </Text>
      )}
    </Box>
  );
}
