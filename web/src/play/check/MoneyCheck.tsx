import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, chakra, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkProgress, checkQuestions, checkScore, nextQuestion, type CheckQuestion, type DueCheck, type Standard } from '@rink/game';
import { ReadAloudButton } from '@/components/read-aloud';
import { useContent } from '@/i18n/content/useContent';
import { useServerText } from '@/i18n/server-text';
import { checkMessages as m } from '../messages';
import { useMove } from '../moves/useMove';
import type { StoredStudent } from '../student/student-context';

/** The question just answered, kept on screen with its explanation until the student goes on. */
export interface AnsweredQuestion {
  question: CheckQuestion;
  choice: number;
  /** 0-based place in the form. */
  index: number;
  /** It was the check's last question: the next screen is the score. */
  last: boolean;
}

interface Props {
  student: StoredStudent;
  /** The check due (null once the last answer filed it, while its score shows). */
  due: DueCheck | null;
  answered: AnsweredQuestion | null;
  onAnswered: (answered: AnsweredQuestion | null) => void;
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
/** A choice's letter as the form shows it: "A." (the same in every language). */
const choiceLetter = (i: number) => `${LETTERS[i] ?? ''}.`;

/**
 * The money check (docs/learning.md#the-money-check), in the game's frame in place of the page:
 * an opening screen, then one question at a time with its explanation after each answer, then
 * the score. No timer. Each answer is a move, saved as it is given, so a student who leaves
 * finds the check at the question where they stopped.
 */
export function MoneyCheck({ student, due, answered, onAnswered }: Props) {
  const [started, setStarted] = useState(false);
  const next = nextQuestion(student);
  const answeredSoFar = student.moneyCheck.current?.answers.length ?? 0;

  if (answered) return <Explanation answered={answered} student={student} onNext={() => onAnswered(null)} />;
  if (!due || !next) return null;
  if (!started) return <Opening due={due} answeredSoFar={answeredSoFar} onStart={() => setStarted(true)} />;
  return <QuestionForm key={next.question.id} question={next.question} index={next.index} of={formLength(due)} onAnswered={onAnswered} />;
}

const formLength = (due: DueCheck) => checkQuestions(due.form).length;

function Card({ children, labelledBy }: { children: React.ReactNode; labelledBy: string }) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      bg="white/95"
      borderRadius="3xl"
      borderWidth="2px"
      borderColor="brand.100"
      boxShadow="lg"
      p={{ base: 5, md: 8 }}
      maxW="3xl"
      mx="auto"
    >
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}

/** Moves the focus to the heading a new screen opens with, so keyboard and screen-reader users start there. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function Opening({ due, answeredSoFar, onStart }: { due: DueCheck; answeredSoFar: number; onStart: () => void }) {
  const headingId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const of = formLength(due);
  const resuming = answeredSoFar > 0;
  return (
    <Card labelledBy={headingId}>
      <Heading ref={heading} tabIndex={-1} id={headingId} as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900" outline="none">
        <FormattedMessage {...(resuming ? m.welcomeBack : m.title)} />
      </Heading>
      <Text fontSize="xl" color="navy.900">
        {due.moment === 'before' ? <FormattedMessage {...m.introBefore} /> : <FormattedMessage {...m.introAfter} values={{ season: due.afterSeason }} />}
      </Text>
      <Text fontSize="xl" color="navy.900">
        {resuming ? (
          <FormattedMessage {...m.resuming} values={{ answered: answeredSoFar, count: of }} />
        ) : (
          <FormattedMessage {...m.howItWorks} values={{ count: of }} />
        )}
      </Text>
      <Box>
        <Button colorPalette="orange" size="xl" onClick={onStart}>
          <FormattedMessage {...(resuming ? m.carryOn : m.start)} />
        </Button>
      </Box>
    </Card>
  );
}

const ChoiceInput = chakra('input');

function QuestionForm({ question, index, of, onAnswered }: { question: CheckQuestion; index: number; of: number; onAnswered: (a: AnsweredQuestion) => void }) {
  const headingId = useId();
  const errorId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [choice, setChoice] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const move = useMove();
  const intl = useIntl();
  const serverText = useServerText();
  // The question's words in the screen's language; its choices keep the content's order, so the right answer's index holds.
  const words = useContent().checkQuestion(question.id) ?? question;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (choice === null) {
      setMissing(true);
      return;
    }
    const outcome = await move.run({ type: 'answerCheck', question: question.id, choice });
    // A refusal is shown below (a stale question: the live document brings the right one).
    if (outcome.ok || outcome.error === null) onAnswered({ question, choice, index, last: index + 1 >= of });
  };

  return (
    <Card labelledBy={headingId}>
      <Stack gap="2">
        <HStack justify="space-between" gap="3">
          <Text fontSize="lg" color="navy.800" fontWeight="bold">
            <FormattedMessage {...m.questionCount} values={{ number: index + 1, count: of }} />
          </Text>
          {/* The question and its choices, each with its letter. */}
          <ReadAloudButton text={[words.prompt, ...words.choices.map((text, i) => `${choiceLetter(i)} ${text}`)].join(' ')} />
        </HStack>
        <Progress.Root value={index} max={of} colorPalette="orange" size="md" aria-label={intl.formatMessage(m.answeredCount, { answered: index, count: of })}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <chakra.form onSubmit={(event) => void submit(event)} noValidate>
        <chakra.fieldset border="none" p="0" m="0" aria-describedby={missing || move.error ? errorId : undefined}>
          <chakra.legend p="0" mb="4">
            <Heading ref={heading} tabIndex={-1} id={headingId} as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="navy.900" outline="none" lineHeight="short">
              {words.prompt}
            </Heading>
          </chakra.legend>
          <Stack gap="3">
            {words.choices.map((text, i) => (
              <chakra.label
                key={text}
                display="flex"
                alignItems="center"
                gap="3"
                minH="56px"
                px="4"
                py="3"
                borderRadius="xl"
                borderWidth="2px"
                borderColor={choice === i ? 'orange.500' : 'brand.200'}
                bg={choice === i ? 'orange.50' : 'white'}
                cursor="pointer"
                fontSize="xl"
                color="navy.900"
                _hover={{ borderColor: 'orange.400' }}
                _focusWithin={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
              >
                <ChoiceInput
                  type="radio"
                  name={question.id}
                  value={i}
                  checked={choice === i}
                  onChange={() => {
                    setChoice(i);
                    setMissing(false);
                  }}
                  w="6"
                  h="6"
                  accentColor="var(--chakra-colors-orange-600)"
                  flexShrink={0}
                />
                <Text as="span" fontWeight="bold" aria-hidden="true" minW="1.5em">
                  {choiceLetter(i)}
                </Text>
                <Text as="span">{text}</Text>
              </chakra.label>
            ))}
          </Stack>
        </chakra.fieldset>
        {(missing || move.error) && (
          <Text id={errorId} role="alert" mt="3" fontSize="lg" color="red.700" fontWeight="bold">
            {missing ? intl.formatMessage(m.pickFirst) : move.error && serverText.text(move.error.message, move.error.code)}
          </Text>
        )}
        <HStack mt="5">
          <Button type="submit" colorPalette="orange" size="xl" loading={move.busy} loadingText={intl.formatMessage(m.saving)}>
            <FormattedMessage {...m.checkAnswer} />
          </Button>
        </HStack>
      </chakra.form>
    </Card>
  );
}

function Explanation({ answered, student, onNext }: { answered: AnsweredQuestion; student: StoredStudent; onNext: () => void }) {
  const headingId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { question, choice, last } = answered;
  const right = choice === question.answer;
  const words = useContent().checkQuestion(question.id) ?? question;
  if (last) return <Score student={student} onDone={onNext} />;
  return (
    <Card labelledBy={headingId}>
      <Heading ref={heading} tabIndex={-1} id={headingId} as="h2" fontSize={{ base: '2xl', md: '3xl' }} color={right ? 'green.700' : 'orange.700'} outline="none">
        <FormattedMessage {...(right ? m.right : m.notQuite)} />
      </Heading>
      <Text fontSize="xl" color="navy.900">
        {words.prompt}
      </Text>
      {!right && (
        <Text fontSize="xl" color="navy.900">
          <FormattedMessage {...m.yourAnswer} values={{ answer: words.choices[choice] ?? '' }} />
        </Text>
      )}
      <Text fontSize="xl" color="navy.900" fontWeight="bold">
        <FormattedMessage {...(right ? m.yourAnswer : m.rightAnswer)} values={{ answer: words.choices[question.answer] ?? '' }} />
      </Text>
      <Text fontSize="xl" color="navy.900">
        {words.explanation}
      </Text>
      <Box>
        <Button colorPalette="orange" size="xl" onClick={onNext}>
          <FormattedMessage {...m.nextQuestion} />
        </Button>
      </Box>
    </Card>
  );
}

function Score({ student, onDone }: { student: StoredStudent; onDone: () => void }) {
  const headingId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const content = useContent();
  const taken = student.moneyCheck.taken.at(-1);
  const score = taken ? checkScore(taken) : null;
  const progress = checkProgress(student.moneyCheck.taken);
  const line = taken?.moment === 'after' ? content.checkProgress(progress) : null;
  return (
    <Card labelledBy={headingId}>
      <Heading ref={heading} tabIndex={-1} id={headingId} as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900" outline="none">
        <FormattedMessage {...m.done} />
      </Heading>
      {score && (
        <Text fontSize="2xl" color="navy.900" fontWeight="bold" data-testid="check-score">
          <FormattedMessage {...m.score} values={{ right: score.right, count: score.of }} />
        </Text>
      )}
      {line && (
        <Text fontSize="xl" color="navy.900" data-testid="check-progress">
          {line}
        </Text>
      )}
      {score && (
        <Stack as="ul" gap="1" listStyleType="none">
          {Object.entries(score.byStandard).map(([standard, tally]) => (
            <Text as="li" key={standard} fontSize="lg" color="navy.900">
              <FormattedMessage {...m.standardScore} values={{ standard: content.standardName(standard as Standard), right: tally.right, count: tally.of }} />
            </Text>
          ))}
        </Stack>
      )}
      <Text fontSize="xl" color="navy.900">
        <FormattedMessage {...(taken?.moment === 'after' ? m.nextAfter : m.nextBefore)} />
      </Text>
      <Box>
        <Button colorPalette="orange" size="xl" onClick={onDone}>
          <FormattedMessage {...(taken?.moment === 'after' ? m.seeSeason : m.letsPlay)} />
        </Button>
      </Box>
    </Card>
  );
}
