import type { ReactNode } from 'react';
import { Box, Button, chakra, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { AdminTeacherRow, DeleteJobView } from '@rink/common';
import { useIntl } from 'react-intl';
import { JobProgress } from '@/components/ui/JobProgress';
import { useFormat } from '@/i18n/format';
import { rowMessages as m } from '../messages';
import { Td } from './cells';
import { TeacherDetails } from './TeacherDetails';

/** Columns a full-width cell spans (one more than shown below 1024 px: a colspan past the end is harmless). */
export const TEACHER_COLUMNS = 6;

/** The open/closed arrow beside a name: a shape, not a word (hidden from screen readers). */
const OPEN_ARROW = '▶';

interface Props {
  teacher: AdminTeacherRow;
  /** The delete of this teacher or their class running now, if any. */
  removing?: DeleteJobView;
  expanded: boolean;
  onToggle: () => void;
  onRemoveClass: () => void;
  onRemoveTeacher: () => void;
}

/**
 * One teacher: the name is the button that opens their stats (a real button with
 * aria-expanded, so keyboards and screen readers can use it); the stats open in a row of
 * their own right under it.
 */
export function TeacherRow({ teacher, removing, expanded, onToggle, onRemoveClass, onRemoveTeacher }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const detailsId = `teacher-${teacher._id}-stats`;
  const hidden = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;
  return (
    <>
      <chakra.tr data-testid="teacher-row" data-teacher={teacher.userName} borderTopWidth="2px" borderColor="navy.100" bg={expanded ? 'brand.50' : 'white'}>
        <Td>
          <Button
            variant="ghost"
            colorPalette="navy"
            size="md"
            h="auto"
            minH="44px"
            py="1.5"
            px="2"
            justifyContent="flex-start"
            textAlign="start"
            whiteSpace="normal"
            aria-expanded={expanded}
            // Named only while the stats row exists.
            aria-controls={expanded ? detailsId : undefined}
            onClick={onToggle}
          >
            <Box as="span" aria-hidden fontSize="sm" transition="transform 0.15s" transform={expanded ? 'rotate(90deg)' : undefined} flexShrink={0}>
              {OPEN_ARROW}
            </Box>
            <Box as="span" minW="0">
              <Text as="span" display="block" fontWeight="800" overflowWrap="break-word">
                {teacher.name}
              </Text>
              <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="navy.700" overflowWrap="break-word">
                {teacher.userName}
              </Text>
            </Box>
          </Button>
          <Box display={{ base: 'block', lg: 'none' }} ps="7" pe="2" mt="1.5" fontSize="sm" color="navy.800">
            <Text overflowWrap="break-word">{teacher.school}</Text>
            <Text overflowWrap="break-word">{teacher.schoolDistrict}</Text>
          </Box>
        </Td>
        <Td textAlign="end">{teacher.gradeTaught}</Td>
        <Td display={{ base: 'none', lg: 'table-cell' }}>
          <Text fontWeight="semibold" overflowWrap="break-word">
            {teacher.school}
          </Text>
          <Text fontSize="sm" color="navy.700" overflowWrap="break-word">
            {teacher.schoolDistrict}
          </Text>
        </Td>
        <Td textAlign="end">{format.number(teacher.studentCount)}</Td>
        <Td textAlign="end">{format.number(teacher.totalMinutes)}</Td>
        <Td>
          <Stack direction={{ base: 'column', xl: 'row' }} gap="2" align={{ base: 'stretch', xl: 'center' }} justify="flex-end">
            <Button size="sm" h="auto" minH="44px" px="3" whiteSpace={{ base: 'normal', xl: 'nowrap' }} variant="outline" colorPalette="red" borderWidth="2px" onClick={onRemoveClass}>
              {intl.formatMessage(m.deleteClass, { name: teacher.name, hidden })}
            </Button>
            <Button size="sm" h="auto" minH="44px" px="3" whiteSpace={{ base: 'normal', xl: 'nowrap' }} colorPalette="red" onClick={onRemoveTeacher}>
              {intl.formatMessage(m.deleteTeacher, { name: teacher.name, hidden })}
            </Button>
          </Stack>
          {removing && (
            <Box mt="2" minW="40" data-testid="teacher-removal">
              {removing.total > 0 ? (
                <JobProgress doing={intl.formatMessage(removing.kind === 'deleteTeacher' ? m.beingRemoved : m.classBeingRemoved)} done={removing.done} total={removing.total} compact />
              ) : (
                // Nothing to count (an empty class): the words alone, never "0 of 0" until the next poll clears the row.
                <Text fontSize="sm" fontWeight="semibold">
                  {intl.formatMessage(removing.kind === 'deleteTeacher' ? m.beingRemoved : m.classBeingRemoved)}
                </Text>
              )}
            </Box>
          )}
          {teacher.deleting && !removing && (
            <Text fontSize="sm" color="red.700" fontWeight="semibold" mt="1">
              {intl.formatMessage(m.unfinished)}
            </Text>
          )}
        </Td>
      </chakra.tr>
      {expanded && (
        <tr id={detailsId}>
          <Td colSpan={TEACHER_COLUMNS} pt="0" pb="4">
            <TeacherDetails teacher={teacher} />
          </Td>
        </tr>
      )}
    </>
  );
}
