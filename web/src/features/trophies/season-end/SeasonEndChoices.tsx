import { useState } from 'react';
import { Alert, Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { CUPS, endOfSeasonChoices, promotionClips, studentPlace, type EndOfSeasonChoices, type LevelClip, type RuleError } from '@rink/game';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useContent } from '@/i18n/content/useContent';
import { useServerText } from '@/i18n/server-text';
import { useMove, useStudent } from '@/play';
import { seasonEndMessages as m } from '../messages';
import { seasonCupLines } from './season-cups';

interface Props {
  /**
   * Accept Promotion pressed: the page plays the clips and then makes the move (see TrophiesPage:
   * once promoted, the trophies page of the new level waits for a home visit, so the move comes last).
   */
  onPromote: (clips: LevelClip[]) => void;
  /** The promotion move's refusal, if it was refused. */
  promotionError: RuleError | null;
  /** The award accepted at level 3: the game is won. */
  onAwarded: (clips: LevelClip[]) => void;
  /** Repeat Season accepted: a fresh season of the same level has begun. */
  onRepeated: () => void;
}

/**
 * The end-of-season choices (docs/product.md#season-end), shown while the season is in
 * transition: Repeat Season always; Accept Promotion (levels 1-2) or Accept Award (level 3)
 * when this season earned both the top-three and the savings cups. The engine decides which.
 */
export function SeasonEndChoices({ onPromote, promotionError, onAwarded, onRepeated }: Props) {
  const intl = useIntl();
  const content = useContent();
  const serverText = useServerText();
  const student = useStudent();
  const move = useMove();
  const [confirmRepeat, setConfirmRepeat] = useState(false);
  const choices = endOfSeasonChoices(student);
  const level = student.level;
  const place = studentPlace(student.season.standings);
  const earned = student.season.awards;
  const canAdvance = choices.acceptPromotion || choices.acceptAward;
  const error = move.error ?? promotionError;

  const award = async () => {
    const clips = promotionClips(level);
    const outcome = await move.run({ type: 'acceptAward' });
    if (outcome.ok) onAwarded(clips);
  };
  const repeat = async () => {
    const outcome = await move.run({ type: 'repeatSeason' });
    setConfirmRepeat(false);
    if (outcome.ok) onRepeated();
  };

  return (
    <Box as="section" aria-labelledby="season-end-title" bg="white" borderRadius="3xl" borderWidth="3px" borderColor="orange.500" boxShadow="lg" p={{ base: 4, md: 6 }}>
      <Stack gap="4">
        <Heading id="season-end-title" as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
          {intl.formatMessage(m.title)}
        </Heading>
        <Text fontSize="xl" color="navy.900">
          {intl.formatMessage(m.finished, { place: content.ordinal(place), level, b: (chunks) => <strong>{chunks}</strong> })}
        </Text>
        <List.Root gap="1" fontSize="lg" color="navy.900" ps="5">
          {seasonCupLines(intl, CUPS[level], earned).map(({ key, line }) => (
            <List.Item key={key}>{line}</List.Item>
          ))}
        </List.Root>
        <Text fontSize="lg" color="navy.800">
          {nextStepText(intl, choices, level, student.wonGame)}
        </Text>
        {error && (
          <Alert.Root status="error" borderRadius="xl" role="alert">
            <Alert.Indicator />
            <Alert.Title fontSize="lg">{serverText.text(error.message, error.code)}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="3" wrap="wrap">
          {choices.acceptPromotion && (
            <Button colorPalette="orange" size="xl" disabled={move.busy} onClick={() => onPromote(promotionClips(level))}>
              {intl.formatMessage(m.acceptPromotion)}
            </Button>
          )}
          {choices.acceptAward && (
            <Button colorPalette="orange" size="xl" loading={move.busy} loadingText={intl.formatMessage(m.accepting)} onClick={() => void award()}>
              {intl.formatMessage(m.acceptAward)}
            </Button>
          )}
          {choices.repeatSeason && (
            <Button
              colorPalette="navy"
              variant={canAdvance ? 'outline' : 'solid'}
              borderWidth="2px"
              size="xl"
              disabled={move.busy}
              onClick={() => setConfirmRepeat(true)}
            >
              {intl.formatMessage(m.repeatSeason)}
            </Button>
          )}
        </HStack>
      </Stack>
      <ConfirmDialog
        open={confirmRepeat}
        onOpenChange={setConfirmRepeat}
        title={intl.formatMessage(m.repeatTitle)}
        description={intl.formatMessage(m.repeatDescription, { level })}
        confirmLabel={intl.formatMessage(m.repeatSeason)}
        busyLabel={intl.formatMessage(m.starting)}
        busy={move.busy}
        onConfirm={() => void repeat()}
      />
    </Box>
  );
}


/** What the student can do next, in plain words (which choices exist is the engine's answer). */
function nextStepText(intl: IntlShape, choices: EndOfSeasonChoices, level: number, wonGame: boolean): string {
  if (choices.acceptAward) return intl.formatMessage(m.nextAward);
  if (choices.acceptPromotion) return intl.formatMessage(m.nextPromotion, { next: level + 1 });
  if (wonGame) return intl.formatMessage(m.nextWonGame);
  return intl.formatMessage(m.nextTryAgain);
}
