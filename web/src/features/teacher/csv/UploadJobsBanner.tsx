import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isJobAtWork, type UploadJobSummary } from '@rink/common';
import { useServerText } from '@/i18n/server-text';
import { UploadProgress } from './UploadProgress';
import { jobsBannerMessages as m } from './messages';

interface Props {
  jobs: UploadJobSummary[];
  /** Why the lines may be behind (the network or the server away); the uploads go on. */
  waiting: string | null;
  onDismiss: (job: UploadJobSummary) => void;
}

/**
 * The Students tab's line for each class-list upload at work or just over, as the server has
 * it: a reload, or another device, shows the same (docs/decisions.md#d42).
 */
export function UploadJobsBanner({ jobs, waiting, onDismiss }: Props) {
  if (jobs.length === 0) return null;
  return (
    <Stack gap="3" mb="5" data-testid="upload-jobs">
      {jobs.map((job) => (
        <UploadJobLine key={`${job.jobId}:${job.createdAt}`} job={job} waiting={waiting} onDismiss={() => onDismiss(job)} />
      ))}
    </Stack>
  );
}

function UploadJobLine({ job, waiting, onDismiss }: { job: UploadJobSummary; waiting: string | null; onDismiss: () => void }) {
  const intl = useIntl();
  const serverText = useServerText();
  if (isJobAtWork(job.state)) {
    return (
      <Alert.Root status="info" borderRadius="xl" role="status" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="2" flex="1">
          <UploadProgress label={intl.formatMessage(m.adding)} done={job.done} total={job.total} />
          <Text fontSize="sm" color="navy.800">
            {waiting ?? intl.formatMessage(m.goesOn)}
          </Text>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const failed = job.state === 'failed';
  const counts = { added: job.added, refused: job.rejected };
  const refused = job.rejected > 0;
  return (
    <Alert.Root status={failed ? 'error' : job.added > 0 ? 'success' : 'info'} borderRadius="xl" role={failed ? 'alert' : 'status'} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="md">
          {intl.formatMessage(failed ? (refused ? m.stoppedRefused : m.stopped) : refused ? m.doneRefused : m.done, counts)}
        </Alert.Title>
        <Alert.Description fontSize="md">
          {failed
            ? intl.formatMessage(m.addRest, { error: job.error ? serverText.text(job.error) : intl.formatMessage(m.serverCouldNotFinish) })
            : intl.formatMessage(job.added > 0 ? m.passwords : m.nobody)}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" onClick={onDismiss}>
        {intl.formatMessage(m.dismiss)}
      </Button>
    </Alert.Root>
  );
}
