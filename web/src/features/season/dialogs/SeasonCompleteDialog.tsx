import { useRef } from 'react';
import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CUPS, seasonSummary } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { useContent } from '@/i18n/content/useContent';
import { useStudent } from '@/play';
import { boardMessages, dialogMessages as m } from '../messages';
import { StatGrid } from './StatGrid';
import { earnedCups } from './summary-text';

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
  const intl = useIntl();
  const content = useContent();
  const debriefRef = useRef<HTMLButtonElement>(null);
  const summary = seasonSummary(student);
  const cups = earnedCups(CUPS[student.level], student.season.awards);
  return (
    <AppDialog
      open={open}
      // Escape and the backdrop do nothing: see above.
      onOpenChange={() => undefined}
      title={intl.formatMessage(m.completeTitle)}
      initialFocus={debriefRef}
      footer={
        <>
          <Button variant="outline" colorPalette="navy" borderWidth="2px" size="lg" onClick={onTrophies}>
            <FormattedMessage {...boardMessages.goToTrophies} />
          </Button>
          <Button ref={debriefRef} colorPalette="orange" size="lg" onClick={onDebrief}>
            <FormattedMessage {...boardMessages.seeDebrief} />
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Text fontSize="2xl" fontWeight="bold" color="orange.700">
          <FormattedMessage {...m.finished} values={{ place: content.ordinal(summary.place) }} />
        </Text>
        <StatGrid
          stats={[
            { label: intl.formatMessage(m.wins), value: String(summary.wins) },
            { label: intl.formatMessage(m.losses), value: String(summary.losses), note: content.overtimeNote(summary.overtimeLosses) },
            { label: intl.formatMessage(m.points), value: String(summary.points) },
          ]}
        />
        <Box>
          <Heading as="h3" fontSize="xl" color="navy.900" mb="2">
            <FormattedMessage {...m.cupsTitle} />
          </Heading>
          {cups.length > 0 ? (
            <List.Root gap="1" fontSize="lg" color="navy.900" ps="5">
              {cups.map((cup) => (
                <List.Item key={cup.key}>{content.cupName(cup)}</List.Item>
              ))}
            </List.Root>
          ) : (
            <Text fontSize="lg" color="navy.800">
              <FormattedMessage {...m.noCups} />
            </Text>
          )}
        </Box>
      </Stack>
    </AppDialog>
  );
}
