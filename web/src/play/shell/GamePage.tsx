import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { canNavigate, canReplayTutorial, dueCheck, isTutorialPage, LEVEL_CLIPS, nextStepPage, pageAccess, stickClosedBy, TUTORIALS, type Page } from '@rink/game';
import { FullPageSpinner } from '@/first-screens/plain/FullPageSpinner';
import { MessagePage } from '@/first-screens/plain/MessagePage';
import { programmeLogoBackdrop } from '@/first-screens/plain/PageShell';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { MoneyCheck, type AnsweredQuestion } from '../check/MoneyCheck';
import { ClipPlayer } from '../clips/ClipPlayer';
import { introSeen, markIntroSeen } from '../clips/intro-seen';
import { HelpButton, MascotTutorial, slideHighlights, slideTasks } from '../mascot';
import type { TutorialEvent } from '../mascot/tutorial-actions';
import { useStudentState, type StoredStudent, type StudentState } from '../student/student-context';
import { closedReasonText } from './closed-reason';
import { GameFooter } from './GameFooter';
import { GameHeader } from './GameHeader';
import { WaitingForNetwork } from './WaitingForNetwork';
import { shellMessages as m } from '../messages';
import { GameShellContext, type GameShellState } from './game-shell-context';

interface Props {
  page: Page;
  /** The header title, e.g. HOME. */
  title: string;
  /**
   * The page's name in the document's title ("Rink Money — {page}") when the header's title is
   * another page's too (the debrief's header says SEASON); else the header's title, as a word.
   */
  documentTitle?: string;
  /** The page's own buttons in the header, beside Help (rendered inside the frame). */
  actions?: ReactNode;
  /**
   * Whether a due money check takes this page's place: on every page but the Season's, which
   * keeps its season-complete dialog until the student leaves it (the debrief, under the Season's
   * gating, says yes).
   */
  holdsCheck?: boolean;
  children: ReactNode;
}

/**
 * The frame of every student game page: waits for the student, applies the engine's gating
 * (an early visit redirects), records the visit, and draws the header, footer, mascot
 * tutorial and help button around the page's body.
 */
export function GamePage({ page, title, documentTitle, actions, holdsCheck = page !== 'season', children }: Props) {
  const pageName = documentTitle ?? title.charAt(0) + title.slice(1).toLowerCase();
  useDocumentTitle(pageName);
  const intl = useIntl();
  const state = useStudentState();

  if (state.status === 'loading') return <LoadingGamePage title={title} />;
  if (state.status !== 'ready' || !state.student) {
    return (
      <MessagePage
        heading={intl.formatMessage(m.loadFailedHeading)}
        message={intl.formatMessage(state.status === 'missing' ? m.profileMissing : m.loadFailed)}
        linkLabel={intl.formatMessage(m.backToDashboard)}
        linkTo={paths.dashboard}
      />
    );
  }
  const access = pageAccess(state.student, page);
  if (!access.allowed) return <Navigate to={access.redirectTo} replace />;
  return (
    <OpenGamePage key={page} page={page} title={title} actions={actions} holdsCheck={holdsCheck} student={state.student} sendMoves={state.sendMoves} waitingForNetwork={state.waitingForNetwork}>
      {children}
    </OpenGamePage>
  );
}

// Top and bottom padding apart (not py): a page in a tutorial overrides the bottom alone, and a
// padding-block shorthand could win over that override in the generated CSS.
const mainStyle = { flex: '1', position: 'relative', w: 'full', maxW: '6xl', mx: 'auto', px: { base: 3, md: 6 }, pt: { base: 4, md: 6 }, pb: { base: 4, md: 6 } } as const;

/** The page behind every game screen: a light rink gradient with the programme logo as its backdrop. */
function GameFrame({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" position="relative" bgGradient="to-b" gradientFrom="white" gradientTo="ice" _before={programmeLogoBackdrop('fixed')}>
      {children}
    </Flex>
  );
}

/**
 * The frame while the student's document is on its way (the Firestore SDK, then the first
 * snapshot): the same backdrop and header, so the screen does not jump when the page arrives,
 * and a loading status where the page goes. Nothing that depends on the student shows (no
 * figures, no page buttons, no footer: which pages are open is the engine's call on the
 * document; nor Exit, whose time-spent save needs the document).
 */
function LoadingGamePage({ title }: { title: string }) {
  const intl = useIntl();
  return (
    <GameFrame>
      <GameHeader title={title} loading />
      {/* The route gate's own spinner, at the same place on the screen: the main area clips its
          full height. (The component itself, not a copy: a copy here made the bundler split small
          shared chunks out of the app's, adding files to every first screen.) */}
      <Box as="main" {...mainStyle} pt="0" pb="0" overflow="hidden">
        <FullPageSpinner label={intl.formatMessage(m.loadingTeam)} />
      </Box>
    </GameFrame>
  );
}

interface OpenProps extends Omit<Props, 'holdsCheck'> {
  holdsCheck: boolean;
  student: StoredStudent;
  sendMoves: StudentState['sendMoves'];
  waitingForNetwork: boolean;
}

function OpenGamePage({ page, title, actions, holdsCheck, student, sendMoves, waitingForNetwork, children }: OpenProps) {
  useRecordVisit(page, student, sendMoves);

  const intl = useIntl();
  const navigate = useNavigate();

  // The money check (docs/learning.md#the-money-check) takes the page's place while it is due (see
  // holdsCheck); the answer just given stays on screen (its explanation, or the score) until they go on.
  const due = holdsCheck ? dueCheck(student) : null;
  const { pathname } = useLocation();
  const [checkAnswer, setCheckAnswer] = useState<AnsweredQuestion | null>(null);
  const inCheck = due !== null || checkAnswer !== null;
  const onCheckAnswered = useCallback(
    (answered: AnsweredQuestion | null) => {
      // The score's button: after a season, the debrief shows the check's progress beside the season's figures.
      if (answered === null && checkAnswer?.last && student.moneyCheck.taken.at(-1)?.moment === 'after' && pathname !== paths.debrief) {
        void navigate(paths.debrief);
      }
      window.scrollTo({ top: 0 });
      setCheckAnswer(answered);
    },
    [checkAnswer, student, pathname, navigate],
  );

  // Tutorial: automatic while this page's tutorial is not done; a replay from the help panel.
  const tutorialName = isTutorialPage(page) ? page : null;
  const autoTutorial = tutorialName !== null && !student.tutorials[tutorialName] && !inCheck;
  const [replaying, setReplaying] = useState(false);
  const inTutorial = tutorialName !== null && (autoTutorial || replaying) && !inCheck;
  const slides = tutorialName ? TUTORIALS[tutorialName] : [];
  const [slideIndex, setSlideIndex] = useState(0);
  const [tasksDone, setTasksDone] = useState(0);
  const slide = inTutorial ? (slides[slideIndex] ?? null) : null;

  // The level's intro clip (docs/product.md#level-clips): a new student meets level 1's on Home,
  // full screen, before the home tutorial, once on this device; levels 2 and 3 play theirs at the
  // promotion; Help replays any.
  const [introDone, setIntroDone] = useState(() => introSeen(student._id, student.level));
  // Before the money check too: the welcome comes first.
  const introDue = page === 'home' && student.level === 1 && !student.tutorials.home;
  const [introReplay, setIntroReplay] = useState(false);
  const showingIntro = (introDue && !introDone) || introReplay;

  // A tutorial replayed from Help hands the focus back to Help at its end (WCAG 2.4.3): Help is
  // disabled while the tutorial runs, and the tutorial's last button goes with its panel, so the
  // focus was left on the page's body.
  const helpRef = useRef<HTMLButtonElement>(null);
  const focusHelpAfterTutorial = useRef(false);
  useEffect(() => {
    if (inTutorial || !focusHelpAfterTutorial.current) return;
    focusHelpAfterTutorial.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) helpRef.current?.focus();
  }, [inTutorial]);

  const changeSlide = useCallback((index: number) => {
    setSlideIndex(index);
    setTasksDone(0);
  }, []);

  const finishTutorial = useCallback(() => {
    window.scrollTo({ top: 0 });
    setSlideIndex(0);
    setTasksDone(0);
    setReplaying(false);
    if (autoTutorial && tutorialName) void sendMoves([{ type: 'completeTutorial', tutorial: tutorialName }]);
  }, [autoTutorial, tutorialName, sendMoves]);

  const tasks = useMemo(() => slideTasks(slide), [slide]);
  const reportTutorialEvent = useCallback(
    (event: TutorialEvent) => setTasksDone((done) => (tasks[done]?.event === event ? done + 1 : done)),
    [tasks],
  );

  const highlights = useMemo(() => slideHighlights(slide), [slide]);
  const upNext = nextStepPage(student);
  const nextStep = upNext && upNext !== page && canNavigate(student, upNext, inTutorial) ? upNext : null;

  const value = useMemo<GameShellState>(
    () => ({
      page,
      inTutorial,
      tutorialSlide: slide,
      isHighlighted: (target) => highlights.includes(target),
      reportTutorialEvent,
      canNavigate: (target) => canNavigate(student, target, inTutorial),
      closedReason: (target) => closedReasonText(intl, stickClosedBy(student, target, inTutorial)),
      nextStep,
    }),
    [page, student, inTutorial, slide, highlights, reportTutorialEvent, nextStep, intl],
  );

  const headerActions = (
    <>
      {actions}
      <HelpButton
        canWatchTutorial={canReplayTutorial(student, page)}
        onWatchTutorial={() => {
          changeSlide(0);
          focusHelpAfterTutorial.current = true;
          setReplaying(true);
        }}
        introLevel={student.level}
        onWatchIntro={() => setIntroReplay(true)}
        disabled={inTutorial}
        triggerRef={helpRef}
      />
    </>
  );

  return (
    <GameShellContext value={value}>
      <GameFrame>
        <GameHeader title={inCheck ? intl.formatMessage(m.moneyCheckTitle) : title} actions={headerActions} />
        <WaitingForNetwork waiting={waitingForNetwork} />
        <Box as="main" {...mainStyle} pb={inTutorial ? '16rem' : mainStyle.pb}>
          {inCheck ? <MoneyCheck student={student} due={due} answered={checkAnswer} onAnswered={onCheckAnswered} /> : children}
        </Box>
        {!inCheck && <GameFooter student={student} page={page} inTutorial={inTutorial} />}
      </GameFrame>
      {showingIntro && (
        <ClipPlayer
          clips={[LEVEL_CLIPS[student.level].intro]}
          onDone={() => {
            markIntroSeen(student._id, student.level);
            setIntroDone(true);
            setIntroReplay(false);
          }}
        />
      )}
      {inTutorial && tutorialName && !showingIntro && (
        <MascotTutorial
          name={tutorialName}
          slides={slides}
          index={slideIndex}
          onIndexChange={changeSlide}
          tasksDone={tasksDone}
          onFinish={finishTutorial}
        />
      )}
    </GameShellContext>
  );
}

/**
 * Records the visit (docs/product.md#gating-rules: each page visited is recorded in pagesVisited) once per
 * need: again after a season reset clears the list, never in a loop when the server refuses.
 */
function useRecordVisit(page: Page, student: StoredStudent, sendMoves: StudentState['sendMoves']) {
  const pending = useRef(new Set<Page>());
  const visited = student.pagesVisited.includes(page);
  useEffect(() => {
    if (visited || pending.current.has(page)) return;
    pending.current.add(page);
    void sendMoves([{ type: 'visitPage', page }]).then((outcome) => {
      if (outcome.ok) pending.current.delete(page);
    });
  }, [page, visited, sendMoves]);
}
