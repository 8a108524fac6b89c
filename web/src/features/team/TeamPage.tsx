import { useRef, useState } from 'react';
import { Box, Button, chakra, Grid, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  budgetOf,
  formatMoney,
  HOME_TEAMS,
  levelCaps,
  pageAccess,
  playerInSlot,
  remainingBudget,
  SLOTS,
  teamRank,
  tradablePlayers,
  type Player,
  type RuleError,
  type SlotName,
  type Student,
} from '@rink/game';
import { Highlight } from '@/components/game/Highlight';
import { PlayerCard } from '@/components/game/PlayerCard';
import { StickButton } from '@/components/game/StickButton';
import { mediaImageUrl } from '@/components/media/media';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { useGameShell } from '@/features/game-shell';
import { GameDialog } from './GameDialog';
import { PlayerChoice, SignPlayerBoard } from './SignPlayerBoard';
import { SLOT_LABEL } from './slot-labels';

/** Which overlay of the team page is open (one at a time). */
type Overlay =
  | { kind: 'sign-board'; slot: SlotName }
  | { kind: 'sign-confirm'; slot: SlotName; player: Player }
  | { kind: 'refused'; error: RuleError }
  | { kind: 'player'; slot: SlotName }
  | { kind: 'release-confirm'; slot: SlotName }
  | { kind: 'trade-board'; slot: SlotName }
  | { kind: 'trade-confirm'; slot: SlotName; player: Player }
  | null;

const SIGN_TEXT: Record<SlotName, string> = {
  fOne: 'Sign a forward',
  fTwo: 'Sign a forward',
  fThree: 'Sign a forward',
  dOne: 'Sign a defender',
  dTwo: 'Sign a defender',
  gOne: 'Sign a goalie',
};

/** The lineup as it would be with `player` in `slot`: the engine's own sums then say what changes. */
const withPlayer = (student: Student, slot: SlotName, player: Player): Student => ({ ...student, [slot]: player._id });

/** The team page (spec point 2): the club, its money and rank, six slots and the sign/trade/release flows. */
export function TeamPage() {
  const { student, sendMoves, canNavigate, nextStep, isHighlighted } = useGameShell();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [busy, setBusy] = useState(false);
  // What just changed, for screen readers (the lineup itself shows it to everyone else).
  const [announcement, setAnnouncement] = useState('');
  const close = () => !busy && setOverlay(null);
  const team = HOME_TEAMS[student.level];
  const { total, spent, savings } = budgetOf(student);
  const caps = levelCaps(student);

  async function run(move: Parameters<typeof sendMoves>[0][number], done: string) {
    setBusy(true);
    const outcome = await sendMoves([move]);
    setBusy(false);
    if (outcome.ok) {
      setOverlay(null);
      setAnnouncement(done);
    } else if (outcome.error.code !== 'server') {
      setOverlay({ kind: 'refused', error: outcome.error });
    } else {
      setOverlay(null);
    }
  }

  return (
    <Stack gap={{ base: 5, md: 6 }}>
      <Text role="status" srOnly>
        {announcement}
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: 'auto 1fr' }} gap={{ base: 4, md: 6 }} alignItems="center">
        <HStack gap="4">
          <Image src={mediaImageUrl(team.logo)} alt={`${team.nameFull} logo`} boxSize={{ base: '72px', md: '96px' }} />
          <Stack gap="0">
            <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
              {team.nameFull}
            </Heading>
            <Text fontSize="lg" color="navy.800">
              Level {student.level} · General Manager {student.firstName} {student.lastName}
            </Text>
          </Stack>
        </HStack>
        <SimpleGrid
          columns={{ base: 2, sm: 5 }}
          gap="2"
          bg="navy.900"
          color="white"
          borderRadius="2xl"
          p="3"
          role="group"
          aria-label="Budget and rank"
        >
          {[
            ['Total', formatMoney(total)],
            ['Savings', formatMoney(savings)],
            ['Spent', formatMoney(spent)],
            ['Remaining', formatMoney(remainingBudget(student))],
            ['Team rank', `${teamRank(student)} / ${caps.teamRank}`],
          ].map(([label, value]) => (
            <Box key={label} textAlign="center" bg="whiteAlpha.100" borderRadius="lg" py="1">
              <Text fontSize="sm" fontWeight="bold" color="#FFD23F">
                {label}
              </Text>
              <Text fontSize="xl" fontWeight="900">
                {value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Grid>

      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: 5, md: 6 }}>
        <Highlight active={isHighlighted('slots')}>
          <Stack gap="4" bg="white/95" borderRadius="3xl" borderWidth="2px" borderColor="brand.100" boxShadow="lg" p={{ base: 3, md: 5 }}>
            <Heading as="h3" fontSize="xl" color="navy.800">
              Your lineup: 3 forwards, 2 defense, 1 goalie
            </Heading>
            <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
              {SLOTS.map((slot) => (
                <SlotButton
                  key={slot}
                  slot={slot}
                  player={playerInSlot(student, slot)}
                  onOpen={(p) => setOverlay(p ? { kind: 'player', slot } : { kind: 'sign-board', slot })}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Highlight>
        <Stack as="nav" aria-label="Where to next" gap="3" pr="4">
          <StickButton
            to={paths.scout}
            label="SCOUT"
            description={student.season.scoutingComplete ? 'Scouting is done for this season.' : 'Find new players to sign!'}
            size="md"
            disabled={!canNavigate('scout')}
            nextStep={nextStep === 'scout'}
          />
          <StickButton to={paths.season} label="SEASON" description="Play games and win the championship!" size="md" disabled={!canNavigate('season')} nextStep={nextStep === 'season'} />
          <StickButton to={paths.budget} label="BUDGET" description="Manage your team’s money." size="md" disabled={!canNavigate('budget')} />
          <StickButton to={paths.trophies} label="TROPHIES" description="See your badges and trophies!" size="md" disabled={!canNavigate('trophies')} />
          <StickButton to={paths.home} label="HOME" description="Back to your office." size="md" disabled={!canNavigate('home')} />
        </Stack>
      </Grid>

      {overlay?.kind === 'sign-board' && (
        <SignPlayerBoard
          student={student}
          slot={overlay.slot}
          onClose={close}
          onChoose={(slot, player) => setOverlay({ kind: 'sign-confirm', slot, player })}
        />
      )}
      {overlay?.kind === 'sign-confirm' && (
        <ConfirmChange
          title="Are you sure you want to sign this player?"
          student={student}
          after={withPlayer(student, overlay.slot, overlay.player)}
          player={overlay.player}
          busy={busy}
          confirmLabel="Confirm"
          onCancel={() => setOverlay({ kind: 'sign-board', slot: overlay.slot })}
          onConfirm={() => void run({ type: 'sign', slot: overlay.slot, playerId: overlay.player._id }, `${overlay.player.playerName} signed!`)}
        />
      )}
      {overlay?.kind === 'refused' && <RefusedOverlay error={overlay.error} onBack={() => setOverlay(null)} />}
      {overlay?.kind === 'player' && (
        <PlayerDetails student={student} slot={overlay.slot} onClose={close} onRelease={() => setOverlay({ kind: 'release-confirm', slot: overlay.slot })} onTrade={() => setOverlay({ kind: 'trade-board', slot: overlay.slot })} />
      )}
      {overlay?.kind === 'release-confirm' && (
        <ReleaseConfirm
          student={student}
          slot={overlay.slot}
          busy={busy}
          onCancel={() => setOverlay({ kind: 'player', slot: overlay.slot })}
          onConfirm={(name) => void run({ type: 'release', slot: overlay.slot }, `${name} released to the market.`)}
        />
      )}
      {overlay?.kind === 'trade-board' && (
        <GameDialog open onClose={close} title={`Trade ${playerInSlot(student, overlay.slot)?.playerName ?? 'this player'} for…`} size="xl">
          <Stack gap="3">
            {tradablePlayers(student, overlay.slot).length === 0 ? (
              <Text fontSize="lg">No players of this position are on the market right now.</Text>
            ) : (
              tradablePlayers(student, overlay.slot).map((p) => (
                <PlayerChoice key={p._id} player={p} student={student} onChoose={() => setOverlay({ kind: 'trade-confirm', slot: overlay.slot, player: p })} />
              ))
            )}
          </Stack>
        </GameDialog>
      )}
      {overlay?.kind === 'trade-confirm' && (
        <ConfirmChange
          title={`Are you sure you want to trade ${playerInSlot(student, overlay.slot)?.playerName ?? 'this player'} for this player?`}
          student={student}
          after={withPlayer(student, overlay.slot, overlay.player)}
          player={overlay.player}
          busy={busy}
          confirmLabel="Confirm Trade"
          onCancel={() => setOverlay({ kind: 'trade-board', slot: overlay.slot })}
          onConfirm={() => void run({ type: 'trade', slot: overlay.slot, playerId: overlay.player._id }, `Trade done: ${overlay.player.playerName} joins your team!`)}
        />
      )}
    </Stack>
  );
}

function SlotButton({ slot, player, onOpen }: { slot: SlotName; player: Player | null; onOpen: (p: Player | null) => void }) {
  return (
    <chakra.button
      type="button"
      onClick={() => onOpen(player)}
      minH="124px"
      p="2"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="1"
      borderRadius="2xl"
      borderWidth="3px"
      borderStyle={player ? 'solid' : 'dashed'}
      borderColor={player ? 'brand.500' : 'navy.300'}
      bg={player ? 'brand.50' : 'white'}
      cursor="pointer"
      transition="transform 0.15s"
      _hover={{ transform: 'translateY(-2px)', borderColor: 'orange.500' }}
      _focusVisible={{ outline: '4px solid', outlineColor: 'navy.900', outlineOffset: '3px' }}
    >
      <Text fontSize="sm" fontWeight="bold" color="brand.800">
        {SLOT_LABEL[slot]}
      </Text>
      {player ? (
        <>
          <Image src={mediaImageUrl(player.playerPicture)} alt="" boxSize="56px" borderRadius="full" bg="white" />
          <Text fontWeight="bold" fontSize="md" color="navy.900" lineHeight="short" textAlign="center">
            {player.playerName}
          </Text>
          <Text fontSize="sm" color="navy.800">
            Rank {player.overallRank} · {formatMoney(player.playerCost)}
          </Text>
        </>
      ) : (
        <>
          <Box aria-hidden boxSize="48px" borderRadius="full" bg="orange.600" color="white" fontSize="3xl" fontWeight="900" lineHeight="48px" textAlign="center">
            +
          </Box>
          <Text fontWeight="bold" fontSize="md" color="navy.900">
            {SIGN_TEXT[slot]}
          </Text>
        </>
      )}
    </chakra.button>
  );
}

function ChangeRow({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <HStack justify="space-between" fontSize="xl" bg="navy.50" borderRadius="lg" px="4" py="2">
      <Text fontWeight="bold" color="navy.900">
        {label}
      </Text>
      <Text fontWeight="bold" color="navy.900">
        {before} <chakra.span aria-label="changes to">→</chakra.span> {after}
      </Text>
    </HStack>
  );
}

/** Sign or trade confirmation: cost, remaining budget and team rank before -> after, and the player card. */
function ConfirmChange(props: { title: string; student: Student; after: Student; player: Player; busy: boolean; confirmLabel: string; onCancel: () => void; onConfirm: () => void }) {
  const { student, after, player } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remainingAfter = remainingBudget(after);
  return (
    <GameDialog
      open
      onClose={props.onCancel}
      title={props.title}
      role="alertdialog"
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" size="lg" disabled={props.busy} onClick={props.onCancel}>
            Cancel
          </Button>
          <Button colorPalette="orange" size="lg" loading={props.busy} loadingText="Signing" onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Box borderWidth="2px" borderColor="brand.200" borderRadius="xl" p="3">
          <PlayerCard player={player} level={student.level} detailed />
        </Box>
        <HStack justify="space-between" fontSize="xl" bg="orange.50" borderRadius="lg" px="4" py="2">
          <Text fontWeight="bold" color="navy.900">
            Cost
          </Text>
          <Text fontWeight="900" color="orange.700">
            {formatMoney(player.playerCost)}
          </Text>
        </HStack>
        <ChangeRow
          label="Remaining budget"
          before={formatMoney(remainingBudget(student))}
          after={remainingAfter < 0 ? 'not enough!' : formatMoney(remainingAfter)}
        />
        <ChangeRow label="Team overall rank" before={String(teamRank(student))} after={String(teamRank(after))} />
      </Stack>
    </GameDialog>
  );
}

/** The insufficient-budget overlay (spec point 5) and the engine's other refusals, with its words. */
function RefusedOverlay({ error, onBack }: { error: RuleError; onBack: () => void }) {
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <GameDialog
      open
      onClose={onBack}
      title={error.message}
      role="alertdialog"
      initialFocus={backRef}
      size="md"
      footer={
        <>
          <Button ref={backRef} variant="outline" size="lg" onClick={onBack}>
            Back to Team
          </Button>
          <GoToBudget />
        </>
      }
    >
      {error.hint && (
        <Text fontSize="xl" color="navy.800">
          {error.hint}
        </Text>
      )}
    </GameDialog>
  );
}

/** The overlay's own way to the budget: open whenever the engine lets the budget page open. */
function GoToBudget() {
  const { student } = useGameShell();
  if (!pageAccess(student, 'budget').allowed) {
    return (
      <Button colorPalette="orange" size="lg" disabled>
        Go to Budget
      </Button>
    );
  }
  return (
    <LinkButton to={paths.budget} colorPalette="orange" size="lg">
      Go to Budget
    </LinkButton>
  );
}

function PlayerDetails({ student, slot, onClose, onRelease, onTrade }: { student: Student; slot: SlotName; onClose: () => void; onRelease: () => void; onTrade: () => void }) {
  const player = playerInSlot(student, slot);
  if (!player) return null;
  const active = student.season.seasonActive;
  return (
    <GameDialog
      open
      onClose={onClose}
      title={`${SLOT_LABEL[slot]}: ${player.playerName}`}
      footer={
        <>
          <Button variant="outline" size="lg" onClick={onClose}>
            Close
          </Button>
          {active ? (
            <Button colorPalette="brand" size="lg" onClick={onTrade}>
              Trade
            </Button>
          ) : (
            <Button colorPalette="red" size="lg" onClick={onRelease}>
              Release
            </Button>
          )}
        </>
      }
    >
      <Stack gap="4">
        <PlayerCard player={player} level={student.level} detailed />
        <Text fontSize="lg" color="navy.800">
          {active
            ? 'The season has started: you can trade this player for one on the market.'
            : 'Before the season starts you can release this player back to the market. Trading opens once the season starts.'}
        </Text>
      </Stack>
    </GameDialog>
  );
}

function ReleaseConfirm({ student, slot, busy, onCancel, onConfirm }: { student: Student; slot: SlotName; busy: boolean; onCancel: () => void; onConfirm: (name: string) => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const player = playerInSlot(student, slot);
  if (!player) return null;
  const after: Student = { ...student, [slot]: null };
  return (
    <GameDialog
      open
      onClose={onCancel}
      title="Are you sure you want to release this player?"
      role="alertdialog"
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" size="lg" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button colorPalette="red" size="lg" loading={busy} loadingText="Releasing" onClick={() => onConfirm(player.playerName)}>
            Release
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <PlayerCard player={player} level={student.level} detailed />
        <Text fontSize="lg" color="navy.800">
          {player.playerName} goes back to the market.
        </Text>
        <ChangeRow label="Remaining budget" before={formatMoney(remainingBudget(student))} after={formatMoney(remainingBudget(after))} />
        <ChangeRow label="Team overall rank" before={String(teamRank(student))} after={String(teamRank(after))} />
      </Stack>
    </GameDialog>
  );
}
