import { useRef } from 'react';
import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { CUPS, overtimeNote, seasonSummary } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { useStudent } from '@/play';
import { StatGrid } from './StatGrid';
import { earnedCupNames, finishedSentence } from './summary-text';

interface Props {
  open: boolean;
  onDebrief: () => void;
  onTrophies: () => void;
}

/**
 * The season-complete dialog (docs/product.md#season-dialogs; docs/product.md#season-end): the final place,
 * the record and the cups this season earned, then on to the debrief or the trophies, where
 * the end-of-season choices wait. No close: the season is over and both ways lead on.
 */
export function SeasonCompleteDialog({ open, onDebrief, onTrophies }: Props) {
  const student = useStudent();
  const debriefRef = useRef<HTMLButtonElement>(null);
  const summary = seasonSummary(student);
  const cups = earnedCupNames(CUPS[student.level], student.season.awards);
  return (
    <AppDialog
      open={open}
      // Escape and the backdrop do nothing: see above.
      onOpenChange={() => undefined}
      title="Season Complete"
      initialFocus={debriefRef}
      footer={
        <>
          <Button variant="outline" colorPalette="navy" borderWidth="2px" size="lg" onClick={onTrophies}>
            Go to Trophies
          </Button>
          <Button ref={debriefRef} colorPalette="orange" size="lg" onClick={onDebrief}>
            See Your Season Debrief
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Text fontSize="2xl" fontWeight="bold" color="orange.700">
          {finishedSentence(summary.place)}!
        </Text>
        <StatGrid
          stats={[
            { label: 'Wins', value: String(summary.wins) },
            { label: 'Losses', value: String(summary.losses), note: overtimeNote(summary.overtimeLosses) },
            { label: 'Points', value: String(summary.points) },
          ]}
        />
        <Box>
          <Heading as="h3" fontSize="xl" color="navy.900" mb="2">
            Cups this season
          </Heading>
          {cups.length > 0 ? (
            <List.Root gap="1" fontSize="lg" color="navy.900" ps="5">
              {cups.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List.Root>
          ) : (
            <Text fontSize="lg" color="navy.800">
              No cups this time. Your season debrief shows what to try next season.
            </Text>
          )}
        </Box>
      </Stack>
    </AppDialog>
  );
}
