import { Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { progressMessages as m } from './messages';

/** How far an upload is: "Adding students: 600 of 1,500" over a bar of done/total. */
export function UploadProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const intl = useIntl();
  const text = intl.formatMessage(m.line, { label, done, total });
  return (
    <Stack gap="2">
      <Text fontSize="md" fontWeight="semibold" color="navy.900" data-testid="upload-progress">
        {text}
      </Text>
      <Progress.Root value={done} max={Math.max(total, 1)} colorPalette="brand" size="lg">
        <Progress.Track borderRadius="full" aria-label={label} aria-valuetext={intl.formatMessage(m.value, { done, total })}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
