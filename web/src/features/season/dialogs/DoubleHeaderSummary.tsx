import { useRef } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { formatMoney, ordinal, overtimeNote, seasonSummary, type TeamFigures } from '@rink/game';
import { PlayerCard } from '@/components/game/PlayerCard';
import { AppDialog } from '@/components/ui/AppDialog';
import { useStudent } from '@/play';
// Like features/auth: the session clock is the play layer's one record of the unsaved time.
import { elapsedSinceSessionStart } from '@/play/time-spent/session-clock';
import { StatGrid } from './StatGrid';
import { minutesText } from './summary-text';

interface Props {
  open: boolean;
  /** The lineup that played the games just reported (the injuries after a 4th game come later). */
  team?: TeamFigures;
  onContinue: () => void;
  onSaveAndExit: () => void;
}

/**
 * The double-header summary (docs/product.md#season-dialogs): after every second game, the season so
 * far: wins, losses (those in overtime apart, as the standings count them), standing, money spent, savings, top player and minutes spent, with
 * Continue Season and Save and Exit. Escape (or the backdrop) means Continue Season: staying
 * on the season page is the choice that loses nothing.
 */
export function DoubleHeaderSummary({ open, team, onContinue, onSaveAndExit }: Props) {
  const student = useStudent();
  const continueRef = useRef<HTMLButtonElement>(null);
  // timeSpent is saved at logout and tab close; the minutes so far include this session's.
  const summary = seasonSummary({ ...student, timeSpent: student.timeSpent + elapsedSinceSessionStart() }, team);
  const teams = student.season.standings.length;
  return (
    <AppDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onContinue()}
      title="Double-Header Summary"
      description={`Two more games played! Here is your season after ${student.season.completedGames} games.`}
      initialFocus={continueRef}
      footer={
        <>
          <Button variant="outline" colorPalette="navy" borderWidth="2px" size="lg" onClick={onSaveAndExit}>
            Save and Exit
          </Button>
          <Button ref={continueRef} colorPalette="orange" size="lg" onClick={onContinue}>
            Continue Season
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <StatGrid
          stats={[
            { label: 'Wins', value: String(summary.wins) },
            { label: 'Losses', value: String(summary.losses), note: overtimeNote(summary.overtimeLosses) },
            { label: 'Standing', value: ordinal(summary.place), note: `of ${teams} teams` },
            { label: 'Money spent', value: formatMoney(summary.moneySpent) },
            { label: 'Savings', value: formatMoney(summary.savings) },
            { label: 'Time spent', value: minutesText(summary.minutesSpent) },
          ]}
        />
        <Box>
          <Heading as="h3" fontSize="xl" color="navy.900" mb="2">
            Top player
          </Heading>
          {summary.topPlayer ? (
            <Box borderWidth="2px" borderColor="orange.500" borderRadius="xl" p="3">
              <PlayerCard player={summary.topPlayer} level={student.level} />
            </Box>
          ) : (
            <Text fontSize="lg" color="navy.800">
              Your lineup is empty right now. Sign players on Team before the next game.
            </Text>
          )}
        </Box>
      </Stack>
    </AppDialog>
  );
}
