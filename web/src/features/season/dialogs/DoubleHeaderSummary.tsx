import { useRef } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { seasonSummary, type TeamFigures } from '@rink/game';
import { PlayerCard } from '@/components/game/PlayerCard';
import { AppDialog } from '@/components/ui/AppDialog';
import { useContent } from '@/i18n/content/useContent';
import { useFormat } from '@/i18n/format';
import { useStudent } from '@/play';
// Like features/auth: the session clock is the play layer's one record of the unsaved time.
import { elapsedSinceSessionStart } from '@/play/time-spent/session-clock';
import { StatGrid } from './StatGrid';
import { dialogMessages as m } from '../messages';
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
  const intl = useIntl();
  const format = useFormat();
  const content = useContent();
  const continueRef = useRef<HTMLButtonElement>(null);
  // timeSpent is saved at logout and tab close; the minutes so far include this session's.
  const summary = seasonSummary({ ...student, timeSpent: student.timeSpent + elapsedSinceSessionStart() }, team);
  const teams = student.season.standings.length;
  return (
    <AppDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onContinue()}
      title={intl.formatMessage(m.summaryTitle)}
      description={intl.formatMessage(m.summaryText, { games: student.season.completedGames })}
      initialFocus={continueRef}
      footer={
        <>
          <Button variant="outline" colorPalette="navy" borderWidth="2px" size="lg" onClick={onSaveAndExit}>
            <FormattedMessage {...m.saveAndExit} />
          </Button>
          <Button ref={continueRef} colorPalette="orange" size="lg" onClick={onContinue}>
            <FormattedMessage {...m.continueSeason} />
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <StatGrid
          stats={[
            { label: intl.formatMessage(m.wins), value: String(summary.wins) },
            { label: intl.formatMessage(m.losses), value: String(summary.losses), note: content.overtimeNote(summary.overtimeLosses) },
            { label: intl.formatMessage(m.standing), value: content.ordinal(summary.place), note: intl.formatMessage(m.ofTeams, { teams }) },
            { label: intl.formatMessage(m.moneySpent), value: format.money(summary.moneySpent) },
            { label: intl.formatMessage(m.savings), value: format.money(summary.savings) },
            { label: intl.formatMessage(m.timeSpent), value: minutesText(intl, summary.minutesSpent) },
          ]}
        />
        <Box>
          <Heading as="h3" fontSize="xl" color="navy.900" mb="2">
            <FormattedMessage {...m.topPlayer} />
          </Heading>
          {summary.topPlayer ? (
            <Box borderWidth="2px" borderColor="orange.500" borderRadius="xl" p="3">
              <PlayerCard player={summary.topPlayer} level={student.level} />
            </Box>
          ) : (
            <Text fontSize="lg" color="navy.800">
              <FormattedMessage {...m.emptyLineup} />
            </Text>
          )}
        </Box>
      </Stack>
    </AppDialog>
  );
}
