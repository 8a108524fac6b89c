import type { ReactNode } from 'react';
import { HStack, Spinner, Text } from '@chakra-ui/react';
import type { ClassProgress } from './useClassProgress';
import type { ProgressRow } from './progress-view';

/** The spec's words for an empty class table (docs/product.md#classroom-stats). */
export const NO_STUDENTS = 'No Students to Display';

/** Loading, error and empty states of a live class view; `children` renders the rows. */
export function ProgressState({ progress, children }: { progress: ClassProgress; children: (rows: ProgressRow[]) => ReactNode }) {
  if (progress.status === 'loading') {
    return (
      <HStack gap="3" py="6" role="status">
        <Spinner size="md" color="brand.600" />
        <Text fontSize="lg">Loading your class…</Text>
      </HStack>
    );
  }
  if (progress.status === 'error') {
    return (
      <Text role="alert" fontSize="lg" color="orange.700" py="6">
        Your class’s progress could not be loaded. Check the connection and open this again.
      </Text>
    );
  }
  if (progress.rows.length === 0) {
    return (
      <Text fontSize="lg" py="6" fontWeight="bold">
        {NO_STUDENTS}
      </Text>
    );
  }
  return <>{children(progress.rows)}</>;
}
