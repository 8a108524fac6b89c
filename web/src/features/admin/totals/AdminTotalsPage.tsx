import { Grid, Stack, Text } from '@chakra-ui/react';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/ui/LinkButton';
import { fetchTotals } from '../api/totals';
import { AdminShell } from '../components/AdminShell';
import { LoadError } from '../components/LoadError';
import { Loading } from '../components/Loading';
import { StatCard } from '../components/StatCard';
import { useLoad } from '../hooks/useLoad';
import { formatCount, STUDENT_STATS_ERROR } from '../texts';

const logFailure = (error: unknown) => console.error(STUDENT_STATS_ERROR, error);

/** /admin, the totals page (docs/product.md#admin-console): teachers, students and time spent in hours. */
export function AdminTotalsPage() {
  const totals = useLoad('totals', fetchTotals, logFailure);
  const { data } = totals;
  return (
    <AdminShell title="Admin Totals" backTo={paths.dashboard}>
      <Stack gap="6">
        <Text fontSize="lg" color="navy.800">
          The whole programme at a glance.
        </Text>
        {totals.error && <LoadError title="The totals could not be loaded." message={totals.error} onRetry={totals.reload} />}
        {!data && totals.loading && <Loading label="Loading the totals" />}
        {data && (
          <Grid templateColumns={{ base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }} gap={{ base: 4, md: 5 }}>
            <StatCard
              label="Total Teachers"
              value={formatCount(data.teachers)}
              action={
                <LinkButton to={paths.adminTeachers} colorPalette="orange" size="lg" alignSelf="flex-start">
                  View Teachers
                </LinkButton>
              }
            />
            <StatCard label="Total Students" value={formatCount(data.students)} />
            <StatCard label="Total Time Spent" value={data.hours.toLocaleString('en-US', { maximumFractionDigits: 1 })} unit={data.hours === 1 ? 'hour' : 'hours'} />
          </Grid>
        )}
      </Stack>
    </AdminShell>
  );
}
