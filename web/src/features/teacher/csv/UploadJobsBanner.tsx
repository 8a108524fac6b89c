import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { isJobAtWork, type UploadJobSummary } from '@rink/common';
import { UploadProgress } from './UploadProgress';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

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
  if (isJobAtWork(job.state)) {
    return (
      <Alert.Root status="info" borderRadius="xl" role="status" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="2" flex="1">
          <UploadProgress label="Adding students from your class list" done={job.done} total={job.total} />
          <Text fontSize="sm" color="navy.800">
            {waiting ?? 'This goes on even if you close this page. The table below is brought up to date when it ends.'}
          </Text>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const failed = job.state === 'failed';
  const added = plural(job.added, 'student', 'students');
  const refused = job.rejected > 0 ? `, ${plural(job.rejected, 'row', 'rows')} not added` : '';
  return (
    <Alert.Root status={failed ? 'error' : job.added > 0 ? 'success' : 'info'} borderRadius="xl" role={failed ? 'alert' : 'status'} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="md">
          {failed ? `Your class list upload stopped before the end. ${added} added${refused}.` : `${added} added from your class list${refused}.`}
        </Alert.Title>
        <Alert.Description fontSize="md">
          {failed
            ? `${job.error ?? 'The server could not finish it.'} Upload the same file again to add the rest (names already in your class are skipped).`
            : job.added > 0
              ? 'Their usernames and passwords are in the table below.'
              : 'Everyone in the file was already in your class, or had a problem.'}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" onClick={onDismiss}>
        Dismiss
      </Button>
    </Alert.Root>
  );
}
