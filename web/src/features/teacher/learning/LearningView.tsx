import { useMemo, useState } from 'react';
import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ProgressState } from '../live/ProgressState';
import { useClassProgress } from '../live/useClassProgress';
import type { ProgressRow } from '../live/progress-view';
import { ClassAverages } from './ClassAverages';
import { ClassHabits } from './ClassHabits';
import { LearningTable, type LearningSort } from './LearningTable';
import { ClassLanguageSetting } from '@/components/language/ClassLanguageSetting';
import { MoneyCheckSetting } from './MoneyCheckSetting';
import { PromptsProjector } from './PromptsProjector';
import { anyCheckTaken, classAverages, classHabits } from './learning-figures';
import { discussionPrompts } from './prompts';

interface Props {
  teacherId: string;
  /** The class's money check setting (null until the teacher's profile is read). */
  moneyCheck: boolean | null;
  onMoneyCheckChange: (on: boolean) => void;
}

/**
 * The Learning tab (docs/learning.md): the money check's setting, what the class knows
 * before and after playing by area of the standards, each student's check and decisions, the
 * habits behind them, and prompts to talk about. Live: it follows the class's progress documents.
 */
export function LearningView({ teacherId, moneyCheck, onMoneyCheckChange }: Props) {
  const progress = useClassProgress(teacherId);
  const [sort, setSort] = useState<LearningSort>({ key: 'name', direction: 'ascending' });
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="xl" color="navy.900">
          Learning
        </Heading>
        <Text fontSize="lg" color="navy.800">
          What your class knows about money before and after playing, by area of the National Standards for Personal Financial Education. It updates by itself.
        </Text>
      </Box>
      <MoneyCheckSetting on={moneyCheck} onChange={onMoneyCheckChange} />
      <ClassLanguageSetting />
      <ProgressState progress={progress}>{(rows) => <ClassLearning rows={rows} checkOff={moneyCheck === false} sort={sort} onSort={setSort} />}</ProgressState>
    </Stack>
  );
}

function ClassLearning({ rows, checkOff, sort, onSort }: { rows: ProgressRow[]; checkOff: boolean; sort: LearningSort; onSort: (sort: LearningSort) => void }) {
  const averages = useMemo(() => classAverages(rows), [rows]);
  const habits = useMemo(() => classHabits(rows), [rows]);
  const prompts = useMemo(() => discussionPrompts(rows), [rows]);
  const taken = anyCheckTaken(rows);
  return (
    <>
      {checkOff && (
        <Text fontSize="lg" bg="orange.50" borderColor="orange.200" borderWidth="1px" borderRadius="lg" px="4" py="3">
          The money check is off: your students do not take it. {taken ? 'The checks already taken still show here.' : 'Turn it on to see what they learn.'}
        </Text>
      )}
      {taken ? (
        <ClassAverages averages={averages} />
      ) : (
        <Text fontSize="lg" fontWeight="bold" py="2">
          Nobody has taken the money check yet. {checkOff ? '' : 'Each student takes it before their first season.'}
        </Text>
      )}
      <ClassHabits habits={habits} />
      <chakra.section aria-labelledby="learning-prompts-title" bg="white" borderRadius="xl" borderWidth="1px" borderColor="navy.100" p={{ base: 3, md: 5 }}>
        <HStack justify="space-between" gap="3" flexWrap="wrap" mb="2">
          <Heading as="h3" size="lg" id="learning-prompts-title" color="navy.900">
            Discussion prompts
          </Heading>
          <PromptsProjector prompts={prompts} />
        </HStack>
        {prompts.length === 0 ? (
          <Text fontSize="md">Prompts come from what the class does: they appear once students have taken the check or finished a season.</Text>
        ) : (
          <chakra.ol ps="6" fontSize="md" display="grid" gap="2">
            {prompts.map((prompt) => (
              <li key={prompt.id}>
                {prompt.figures} <strong>{prompt.question}</strong>
              </li>
            ))}
          </chakra.ol>
        )}
      </chakra.section>
      <chakra.section aria-labelledby="learning-table-title">
        <Heading as="h3" size="lg" id="learning-table-title" color="navy.900" mb="2">
          Each student
        </Heading>
        <Text display={{ base: 'block', xl: 'none' }} fontSize="md" color="navy.800" mb="2">
          The table scrolls sideways: swipe it, or focus it and use the arrow keys.
        </Text>
        <LearningTable rows={rows} sort={sort} onSort={onSort} />
      </chakra.section>
    </>
  );
}
