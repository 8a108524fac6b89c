import { Box, Button, chakra, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { AdminTeacherRow, DeleteJobView } from '@rink/common';
import { JobProgress } from '@/components/ui/JobProgress';
import { beingRemoved, formatCount } from '../texts';
import { Td } from './cells';
import { TeacherDetails } from './TeacherDetails';

/** Columns a full-width cell spans (one more than shown below 1024 px: a colspan past the end is harmless). */
export const TEACHER_COLUMNS = 6;

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
  const detailsId = `teacher-${teacher._id}-stats`;
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
              ▶
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
        <Td textAlign="end">{formatCount(teacher.studentCount)}</Td>
        <Td textAlign="end">{formatCount(teacher.totalMinutes)}</Td>
        <Td>
          <Stack direction={{ base: 'column', xl: 'row' }} gap="2" align={{ base: 'stretch', xl: 'center' }} justify="flex-end">
            <Button size="sm" h="auto" minH="44px" px="3" whiteSpace={{ base: 'normal', xl: 'nowrap' }} variant="outline" colorPalette="red" borderWidth="2px" onClick={onRemoveClass}>
              Delete Class<VisuallyHidden> of {teacher.name}</VisuallyHidden>
            </Button>
            <Button size="sm" h="auto" minH="44px" px="3" whiteSpace={{ base: 'normal', xl: 'nowrap' }} colorPalette="red" onClick={onRemoveTeacher}>
              Delete Teacher<VisuallyHidden> {teacher.name}</VisuallyHidden>
            </Button>
          </Stack>
          {removing && (
            <Box mt="2" minW="40" data-testid="teacher-removal">
              <JobProgress doing={beingRemoved(removing.kind)} done={removing.done} total={removing.total} compact />
            </Box>
          )}
          {teacher.deleting && !removing && (
            <Text fontSize="sm" color="red.700" fontWeight="semibold" mt="1">
              A delete did not finish: delete again to finish it.
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
