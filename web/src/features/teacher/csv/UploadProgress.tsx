import { Progress, Stack, Text } from '@chakra-ui/react';

const count = (value: number) => value.toLocaleString('en-US');

/** How far an upload is: "Adding students: 600 of 1,500" over a bar of done/total. */
export function UploadProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const text = `${label}: ${count(done)} of ${count(total)}`;
  return (
    <Stack gap="2">
      <Text fontSize="md" fontWeight="semibold" color="navy.900" data-testid="upload-progress">
        {text}
      </Text>
      <Progress.Root value={done} max={Math.max(total, 1)} colorPalette="brand" size="lg">
        <Progress.Track borderRadius="full" aria-label={label} aria-valuetext={`${count(done)} of ${count(total)}`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
