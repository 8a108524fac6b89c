import { useState } from 'react';
import { Alert, Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { CUPS, endOfSeasonChoices, ordinal, promotionClips, studentPlace, type EndOfSeasonChoices, type LevelClip, type RuleError } from '@rink/game';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useMove, useStudent } from '@/play';
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
          Season complete!
        </Heading>
        <Text fontSize="xl" color="navy.900">
          Your team finished <strong>{ordinal(place)}</strong> in Level {level}.
        </Text>
        <List.Root gap="1" fontSize="lg" color="navy.900" ps="5">
          {seasonCupLines(CUPS[level], earned).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
        <Text fontSize="lg" color="navy.800">
          {nextStepText(choices, level, student.wonGame)}
        </Text>
        {error && (
          <Alert.Root status="error" borderRadius="xl" role="alert">
            <Alert.Indicator />
            <Alert.Title fontSize="lg">{error.message}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="3" wrap="wrap">
          {choices.acceptPromotion && (
            <Button colorPalette="orange" size="xl" disabled={move.busy} onClick={() => onPromote(promotionClips(level))}>
              Accept Promotion
            </Button>
          )}
          {choices.acceptAward && (
            <Button colorPalette="orange" size="xl" loading={move.busy} loadingText="Accepting" onClick={() => void award()}>
              Accept Award
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
              Repeat Season
            </Button>
          )}
        </HStack>
      </Stack>
      <ConfirmDialog
        open={confirmRepeat}
        onOpenChange={setConfirmRepeat}
        title="Repeat this season?"
        description={`You will play Level ${level} again from the start: a new team, new opponents and a new budget plan. Your cups stay in the trophy case.`}
        confirmLabel="Repeat Season"
        busyLabel="Starting"
        busy={move.busy}
        onConfirm={() => void repeat()}
      />
    </Box>
  );
}


/** What the student can do next, in plain words (which choices exist is the engine's answer). */
function nextStepText(choices: EndOfSeasonChoices, level: number, wonGame: boolean): string {
  if (choices.acceptAward) return 'You earned the Top Three Cup and the Savings Cup at the top level. Accept the award to win the game!';
  if (choices.acceptPromotion) return `You earned the Top Three Cup and the Savings Cup. You can move up to Level ${level + 1}!`;
  if (wonGame) return 'You have already won the game! Play this level again whenever you like: your cups stay in the case.';
  return 'To move up, your team needs both the Top Three Cup and the Savings Cup in the same season. Try again: you keep every cup you won.';
}
