import { Grid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/ui/LinkButton';
import { useFormat } from '@/i18n/format';
import { fetchTotals } from '../api/totals';
import { AdminShell } from '../components/AdminShell';
import { LoadError } from '../components/LoadError';
import { Loading } from '../components/Loading';
import { StatCard } from '../components/StatCard';
import { useLoad } from '@/hooks/use-load';
import { totalsMessages as m } from '../messages';
import { STUDENT_STATS_ERROR } from '../texts';

const logFailure = (error: unknown) => console.error(STUDENT_STATS_ERROR, error);

/** /admin, the totals page (docs/product.md#admin-console): teachers, students and time spent in hours. */
export function AdminTotalsPage() {
  const intl = useIntl();
  const format = useFormat();
  const totals = useLoad('totals', fetchTotals, logFailure);
  const { data } = totals;
  return (
    <AdminShell title={intl.formatMessage(m.title)} backTo={paths.dashboard}>
      <Stack gap="6">
        <Text fontSize="lg" color="navy.800">
          {intl.formatMessage(m.lead)}
        </Text>
        {totals.error && <LoadError title={intl.formatMessage(m.loadFailed)} message={totals.error} onRetry={totals.reload} />}
        {!data && totals.loading && <Loading label={intl.formatMessage(m.loading)} />}
        {data && (
          <Grid templateColumns={{ base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }} gap={{ base: 4, md: 5 }}>
            <StatCard
              label={intl.formatMessage(m.teachers)}
              value={format.number(data.teachers)}
              action={
                <LinkButton to={paths.adminTeachers} colorPalette="orange" size="lg" alignSelf="flex-start">
                  {intl.formatMessage(m.viewTeachers)}
                </LinkButton>
              }
            />
            <StatCard label={intl.formatMessage(m.students)} value={format.number(data.students)} />
            <StatCard
              label={intl.formatMessage(m.timeSpent)}
              value={format.number(data.hours, { maximumFractionDigits: 1 })}
              unit={intl.formatMessage(m.hoursUnit, { hours: data.hours })}
            />
          </Grid>
        )}
      </Stack>
    </AdminShell>
  );
}
