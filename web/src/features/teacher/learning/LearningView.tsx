import { useMemo, useState } from 'react';
import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
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
import { learningMessages as m } from './messages';

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
  const intl = useIntl();
  const progress = useClassProgress(teacherId);
  const [sort, setSort] = useState<LearningSort>({ key: 'name', direction: 'ascending' });
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
      <MoneyCheckSetting on={moneyCheck} onChange={onMoneyCheckChange} />
      <ClassLanguageSetting />
      <ProgressState progress={progress}>{(rows) => <ClassLearning rows={rows} checkOff={moneyCheck === false} sort={sort} onSort={setSort} />}</ProgressState>
    </Stack>
  );
}

function ClassLearning({ rows, checkOff, sort, onSort }: { rows: ProgressRow[]; checkOff: boolean; sort: LearningSort; onSort: (sort: LearningSort) => void }) {
  const intl = useIntl();
  const averages = useMemo(() => classAverages(rows), [rows]);
  const habits = useMemo(() => classHabits(rows), [rows]);
  const prompts = useMemo(() => discussionPrompts(intl, rows), [intl, rows]);
  const taken = anyCheckTaken(rows);
  return (
    <>
      {checkOff && (
        <Text fontSize="lg" bg="orange.50" borderColor="orange.200" borderWidth="1px" borderRadius="lg" px="4" py="3">
          {intl.formatMessage(taken ? m.checkOffTaken : m.checkOffNone)}
        </Text>
      )}
      {taken ? (
        <ClassAverages averages={averages} />
      ) : (
        <Text fontSize="lg" fontWeight="bold" py="2">
          {intl.formatMessage(checkOff ? m.noCheck : m.noCheckDue)}
        </Text>
      )}
      <ClassHabits habits={habits} />
      <chakra.section aria-labelledby="learning-prompts-title" bg="white" borderRadius="xl" borderWidth="1px" borderColor="navy.100" p={{ base: 3, md: 5 }}>
        <HStack justify="space-between" gap="3" flexWrap="wrap" mb="2">
          <Heading as="h3" size="lg" id="learning-prompts-title" color="navy.900">
            {intl.formatMessage(m.prompts)}
          </Heading>
          <PromptsProjector prompts={prompts} />
        </HStack>
        {prompts.length === 0 ? (
          <Text fontSize="md">{intl.formatMessage(m.noPrompts)}</Text>
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
          {intl.formatMessage(m.eachStudent)}
        </Heading>
        <Text display={{ base: 'block', xl: 'none' }} fontSize="md" color="navy.800" mb="2">
          {intl.formatMessage(m.scrollHint)}
        </Text>
        <LearningTable rows={rows} sort={sort} onSort={onSort} />
      </chakra.section>
    </>
  );
}
