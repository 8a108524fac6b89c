import { useCallback, useRef, useState } from 'react';
import { DragDropContext, type BeforeCapture, type DragStart, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { contractRow, ERROR_MESSAGES, rowHasRoom, scoutBoard } from '@rink/game';
import { PageStick, useLeaveGuard, useMove, useStudent } from '@/play';
import { useContent } from '@/i18n/content/useContent';
import { useFormat } from '@/i18n/format';
import { announcers, dragInstructions } from './announcements';
import { AvailableBoard } from './AvailableBoard';
import { ContractRow } from './ContractRow';
import { scoutMessages as m } from './messages';
import { CONTRACT_LEVELS, placeFromId, type Place } from './places';
import { DoneDialog, OverpayDialog, RefusedOfferDialog, UnfinishedDialog } from './ScoutDialogs';
import { ScoutDone } from './ScoutDone';
import { useScoutOffers } from './useScoutOffers';

/**
 * The window scrolls while a player is dragged near its top or bottom edge. The library's
 * default starts 25% from the edge, which on a laptop is the whole Level 3 row above the
 * sticky footer: the page slid under the pointer while the student aimed at Level 3 and drops
 * landed elsewhere or snapped back. 14% starts just above the footer (on a tablet, where the
 * levels do not all fit, dragging to the footer's top still scrolls down to them).
 */
const AUTO_SCROLL = { startFromPercentage: 0.14, maxScrollAtPercentage: 0.05 } as const;

/**
 * The scout page (docs/product.md#scout-page): six scouted players on the available board go to
 * the three contract levels by drag (mouse, touch, keyboard) or by tap-then-tap; the engine
 * answers each offer; 'Click here when you finish!' closes scouting for the season.
 */
export function ScoutPage() {
  const student = useStudent();
  const intl = useIntl();
  const format = useFormat();
  const content = useContent();
  const [announcement, setAnnouncement] = useState('');
  const offers = useScoutOffers(setAnnouncement);
  const finish = useMove();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pointerDraggingId, setPointerDraggingId] = useState<string | null>(null);
  const [unfinished, setUnfinished] = useState<string | null>(null);
  const [justFinished, setJustFinished] = useState(false);

  const scouted = student.players.filter((p) => p.playerAssignment === 'scoutPlayer');
  const find = (id: string) => scouted.find((p) => p._id === id);
  const selected = selectedId ? (find(selectedId) ?? null) : null;
  const busy = offers.busy || finish.busy;
  const speak = announcers({ intl, money: format.money }, student.level, find, (level) => rowHasRoom(student, level));
  const otherWays = intl.formatMessage(m.otherWays);

  const place = async (id: string, where: Place) => {
    const player = find(id);
    setSelectedId(null);
    if (player) await offers.moveTo(player, where);
  };

  // A keyboard drag moves only to levels on screen (the library's rule), and on a tablet the
  // board and three levels do not fit one screen: before a keyboard lift, bring every level
  // into view (the board's lower part stays visible above them).
  const levelsRef = useRef<HTMLDivElement>(null);
  const onBeforeCapture = (before: BeforeCapture) => {
    if (before.mode === 'SNAP') levelsRef.current?.scrollIntoView({ block: 'end', behavior: 'instant' });
  };

  const onDragStart = (start: DragStart, provided: ResponderProvided) => {
    setPointerDraggingId(start.mode === 'FLUID' ? start.draggableId : null);
    setSelectedId(null);
    speak.onDragStart(start, provided);
  };
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    setPointerDraggingId(null);
    speak.onDragEnd(result, provided);
    const where = placeFromId(result.destination?.droppableId);
    if (result.reason === 'DROP' && where !== null) void place(result.draggableId, where);
  };

  const finishScouting = async () => {
    const outcome = await finish.run({ type: 'finishScouting' });
    if (outcome.ok) setJustFinished(true);
    // The engine's English: the dialog shows it in the screen's language (serverText).
    else if (outcome.error?.code === 'scout/unfinished') setUnfinished(outcome.error.message);
    else if (outcome.error) offers.showRefusal(outcome.error);
  };

  // Leaving before the end (docs/product.md#scout-page): the warning with Keep Scouting, from the first
  // moment on the page, as the spec says; offers made are saved, and Exit still logs out.
  const holdLeaving = useCallback(() => setUnfinished(ERROR_MESSAGES['scout/unfinished'].message), []);
  useLeaveGuard(!student.season.scoutingComplete, holdLeaving);

  if (student.season.scoutingComplete) {
    return (
      <>
        <ScoutDone />
        {justFinished && <DoneDialog onClose={() => setJustFinished(false)} />}
      </>
    );
  }

  const overlay = offers.overlay;
  return (
    <Stack gap={{ base: 4, md: 5, lg: 3 }}>
      <Text role="status" srOnly>
        {announcement}
      </Text>
      <Heading as="h2" fontSize={{ base: 'xl', md: '2xl', lg: 'xl' }} color="navy.900" textAlign="center">
        {content.scoutText('instructions')}
      </Heading>
      {/* On a laptop the same words sit in the board's header line, to save the screen's height. */}
      <Text display={{ base: 'block', lg: 'none' }} fontSize="md" color="navy.800" textAlign="center" mt="-2">
        {otherWays}
      </Text>

      <DragDropContext autoScrollerOptions={AUTO_SCROLL} onBeforeCapture={onBeforeCapture} onDragStart={onDragStart} onDragUpdate={speak.onDragUpdate} onDragEnd={onDragEnd} dragHandleUsageInstructions={dragInstructions(intl)}>
        {/* Compact on a laptop, so the board and the three levels fit one screen and every drag
            starts and ends without scrolling (a drag that needs the page to scroll can snap
            back). The levels stay under the board: the keyboard's Down moves between them. */}
        <Stack gap={{ base: 4, md: 5, lg: 3 }}>
          <AvailableBoard
            players={scoutBoard(student)}
            selectedId={selectedId}
            onSelect={(id) => setSelectedId((current) => (current === id ? null : id))}
            onReturnHere={selected && selected.offerLevel !== null ? () => void place(selected._id, 'board') : null}
            busy={busy}
            hint={otherWays}
          />
          <Stack ref={levelsRef} as="section" aria-label={intl.formatMessage(m.levelsLabel)} gap={{ base: 3, lg: 2 }} scrollMarginBottom="110px">
            {CONTRACT_LEVELS.map((level) => (
              <ContractRow
                key={level}
                contractLevel={level}
                level={student.level}
                players={contractRow(student, level)}
                hasRoom={rowHasRoom(student, level)}
                selected={selected}
                selectedId={selectedId}
                pointerDraggingId={pointerDraggingId}
                onSelect={(id) => setSelectedId((current) => (current === id ? null : id))}
                onOfferHere={() => selected && void place(selected._id, level)}
                busy={busy}
              />
            ))}
          </Stack>
        </Stack>
      </DragDropContext>

      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="center">
        <Button colorPalette="orange" size="2xl" minH="72px" h="auto" py="3" whiteSpace="normal" fontSize={{ base: 'xl', md: '2xl' }} onClick={() => void finishScouting()} loading={finish.busy} disabled={offers.busy}>
          {content.scoutText('finish')}
        </Button>
        <Box as="nav" aria-label={intl.formatMessage(m.whereNext)}>
          <PageStick page="team" label={intl.formatMessage(m.teamStick)} description={intl.formatMessage(m.backToTeam)} size="md" />
        </Box>
      </Grid>

      {overlay?.kind === 'refused' && <RefusedOfferDialog error={overlay.error} onClose={offers.closeOverlay} />}
      {overlay?.kind === 'overpay' && (
        <OverpayDialog
          error={overlay.error}
          player={overlay.player}
          contractLevel={overlay.contractLevel}
          level={student.level}
          busy={offers.busy}
          onCancel={offers.closeOverlay}
          onConfirm={() => void offers.moveTo(overlay.player, overlay.contractLevel, true)}
        />
      )}
      {unfinished && <UnfinishedDialog message={unfinished} onClose={() => setUnfinished(null)} />}
    </Stack>
  );
}
