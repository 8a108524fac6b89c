import type { ReactNode } from 'react';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ClassProgress } from './useClassProgress';
import type { ProgressRow } from './progress-view';
import { stateMessages as m } from './messages';

/** The spec's words for an empty class table (docs/product.md#classroom-stats). */
export const NO_STUDENTS = m.noStudents.defaultMessage;

/** Loading, error and empty states of a live class view; `children` renders the rows. */
export function ProgressState({ progress, children }: { progress: ClassProgress; children: (rows: ProgressRow[]) => ReactNode }) {
  const intl = useIntl();
  if (progress.status === 'loading') {
    return (
      <HStack gap="3" py="6" role="status">
        <Spinner size="md" color="brand.600" />
        <Text fontSize="lg">{intl.formatMessage(m.loading)}</Text>
      </HStack>
    );
  }
  if (progress.status === 'error') {
    return (
      <Text role="alert" fontSize="lg" color="orange.700" py="6">
        {intl.formatMessage(m.failed)}
      </Text>
    );
  }
  if (progress.rows.length === 0) {
    return (
      <Text fontSize="lg" py="6" fontWeight="bold">
        {intl.formatMessage(m.noStudents)}
      </Text>
    );
  }
  return <>{children(progress.rows)}</>;
}
