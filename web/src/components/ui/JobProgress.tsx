import { Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useFormat } from '@/i18n/format';
import { useServerText } from '@/i18n/server-text';
import { uiMessages as m } from '../messages';

interface Props {
  /** What is being done, e.g. "Removing students": the bar reads "Removing students: 600 of 1,500". */
  doing: string;
  done: number;
  total: number;
  /** The last read of the job failed: the work goes on on the server, the screen waits for the connection. */
  waiting?: boolean;
  /** The server refused to show the job (not found, not allowed): this screen stopped following it. Its words, as the server said them, are shown through serverText. */
  refused?: string | null;
  /** Said under the bar (in its status line) when not waiting: the end, once the job is over. */
  note?: string;
  /** Smaller, without the waiting line (a table row's). */
  compact?: boolean;
}

/** A job's determinate progress bar (docs/decisions.md#d42). */
export function JobProgress({ doing, done, total, waiting = false, refused = null, note, compact = false }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const serverText = useServerText();
  const shown = Math.min(done, total);
  return (
    <Stack gap={compact ? '1' : '3'}>
      <Progress.Root value={shown} max={Math.max(total, 1)} size={compact ? 'sm' : 'lg'} colorPalette="brand">
        <Progress.Label fontSize={compact ? 'sm' : 'lg'} fontWeight="bold" color="navy.900" mb={compact ? '1' : '2'}>
          {intl.formatMessage(m.jobProgress, { doing, done: format.number(shown), total: format.number(total) })}
        </Progress.Label>
        <Progress.Track h={compact ? '10px' : '18px'} borderRadius="full" bg="navy.100" borderWidth="2px" borderColor="navy.700">
          <Progress.Range borderRadius="full" />
        </Progress.Track>
      </Progress.Root>
      {!compact && (
        <Text role="status" color="navy.800" fontWeight="semibold" minH="6">
          {refused ? intl.formatMessage(m.jobRefused, { reason: serverText.text(refused) }) : waiting ? intl.formatMessage(m.jobWaiting) : (note ?? '')}
        </Text>
      )}
    </Stack>
  );
}
