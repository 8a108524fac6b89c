import { Box, chakra, Grid, HStack, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CHECKED_STANDARDS, checkProgress, isFirstCheck, type CheckAttempt, type SeasonDebrief } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { useContent } from '@/i18n/content/useContent';
import { useFormat } from '@/i18n/format';
import { DebriefCard } from './DebriefCard';
import { checkGrowthWords, cupLines, placeStory, positionWord, savingsStory, valueStory } from './debrief-text';
import { debriefMessages as m } from './messages';
import { MediaImage } from '@/components/media/MediaImage';

type CardProps = { debrief: SeasonDebrief };

/** Between the two savings figures: a picture, hidden from screen readers, not words. */
const ARROW = '→';

const Line = ({ children, strong = false }: { children: string; strong?: boolean }) => (
  <Text fontSize="lg" color="navy.900" fontWeight={strong ? 'bold' : undefined}>
    {children}
  </Text>
);

/** Where the team finished, its record and the level's three cups. */
export function ResultsCard({ debrief }: CardProps) {
  const intl = useIntl();
  const cups = cupLines(intl, debrief);
  const overtime = debrief.overtimeLosses > 0 ? intl.formatMessage(m.overtimeNote, { count: debrief.overtimeLosses }) : undefined;
  return (
    <DebriefCard id="debrief-results" title={intl.formatMessage(m.resultsTitle)}>
      <Line strong>{placeStory(intl, debrief)}</Line>
      {/* Record and cups side by side on a wide screen, so the tip below shows without scrolling. */}
      <Grid templateColumns={{ base: '1fr', lg: 'auto 1fr' }} gap="3" alignItems="center">
        <HStack gap="3" wrap="wrap">
          <Figure label={intl.formatMessage(m.wins)} value={debrief.wins} />
          <Figure label={intl.formatMessage(m.losses)} value={debrief.losses} note={overtime} />
          <Figure label={intl.formatMessage(m.points)} value={debrief.points} />
        </HStack>
        <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap="3">
          {cups.map((cup) => (
            <HStack as="li" key={cup.key} gap="2" bg={cup.won ? 'orange.50' : 'navy.50'} borderRadius="xl" p="2" h="full">
              <MediaImage
                src={mediaImageUrl(cup.image)}
                alt=""
                h="48px"
                w="auto"
                flexShrink={0}
                opacity={cup.won ? 1 : 0.45}
                filter={cup.won ? undefined : 'grayscale(1)'}
              />
              <Text fontSize="md" color="navy.900" fontWeight={cup.won ? 'bold' : undefined}>
                {cup.line}
              </Text>
            </HStack>
          ))}
        </Grid>
      </Grid>
    </DebriefCard>
  );
}

function Figure({ label, value, note }: { label: string; value: number; note?: string | undefined }) {
  return (
    <Box bg="brand.50" borderRadius="xl" px="4" py="2" minW="6rem">
      <Text fontSize="md" color="navy.800">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="navy.900" lineHeight="short">
        {value}
      </Text>
      {note && (
        <Text fontSize="md" color="navy.800">
          {note}
        </Text>
      )}
    </Box>
  );
}

/** What the student saved, the savings cup, and the rollover waiting for next season. */
export function SavingsCard({ debrief }: CardProps) {
  const intl = useIntl();
  const format = useFormat();
  const story = savingsStory(intl, debrief);
  return (
    <DebriefCard id="debrief-savings" title={intl.formatMessage(m.savingsTitle)}>
      {/* The two figures side by side: what was saved, and what it became. */}
      <HStack gap="3" wrap="wrap" align="stretch">
        <MoneyFigure label={intl.formatMessage(m.savedThisSeason)} value={format.money(debrief.savings)} testId="debrief-savings" />
        <Text aria-hidden="true" fontSize="3xl" color="navy.700" alignSelf="center">
          {ARROW}
        </Text>
        <MoneyFigure label={intl.formatMessage(m.readyForNext)} value={format.money(debrief.rolloverAvailable)} testId="debrief-rollover" />
      </HStack>
      <Line>{story.saved}</Line>
      <Line strong>{story.cup}</Line>
      <Line>{story.rollover}</Line>
    </DebriefCard>
  );
}

function MoneyFigure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box bg="brand.50" borderRadius="xl" px="4" py="2" flex="1" minW="8rem">
      <Text fontSize="md" color="navy.800">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="900" color="brand.700" lineHeight="short" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/** What the student spent, on whom, and how much team rank each dollar bought. */
export function SpendingCard({ debrief }: CardProps) {
  const intl = useIntl();
  const format = useFormat();
  const story = valueStory(intl, debrief);
  return (
    <DebriefCard id="debrief-spending" title={intl.formatMessage(m.spendingTitle)}>
      <Line>{story.spent}</Line>
      <chakra.table w="full" fontSize="md" color="navy.900" borderCollapse="collapse">
        <chakra.caption textAlign="left" fontWeight="bold" pb="1">
          {intl.formatMessage(m.startersCaption)}
        </chakra.caption>
        <thead>
          <chakra.tr borderBottomWidth="2px" borderColor="brand.200">
            <chakra.th scope="col" textAlign="left" py="1">{intl.formatMessage(m.columnPlayer)}</chakra.th>
            <chakra.th scope="col" textAlign="left" py="1">{intl.formatMessage(m.columnPosition)}</chakra.th>
            <chakra.th scope="col" textAlign="right" py="1">{intl.formatMessage(m.columnPrice)}</chakra.th>
            <chakra.th scope="col" textAlign="right" py="1">{intl.formatMessage(m.columnRank)}</chakra.th>
          </chakra.tr>
        </thead>
        <tbody>
          {debrief.players.map((p) => (
            <chakra.tr key={p.playerId} borderBottomWidth="1px" borderColor="navy.100">
              <chakra.th scope="row" textAlign="left" fontWeight="normal" py="1">{p.name}</chakra.th>
              <chakra.td py="1">{positionWord(intl, p.position)}</chakra.td>
              <chakra.td textAlign="right" py="1">{format.money(p.cost)}</chakra.td>
              <chakra.td textAlign="right" py="1">{p.rank}</chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
      <Line>{story.perMoney}</Line>
      {story.verdict && <Line strong>{story.verdict}</Line>}
    </DebriefCard>
  );
}

/** Each injury of the season and how it was covered, in the engine's words. */
export function InjuriesCard({ debrief }: CardProps) {
  const intl = useIntl();
  const content = useContent();
  return (
    <DebriefCard id="debrief-injuries" title={intl.formatMessage(m.injuriesTitle)}>
      {debrief.injuries.length === 0 ? (
        <Line>{intl.formatMessage(m.noInjuries)}</Line>
      ) : (
        <List.Root gap="2" ps="5" fontSize="lg" color="navy.900" data-testid="debrief-injuries">
          {debrief.injuries.map((record) => (
            <List.Item key={record.afterGame}>{content.injuryStory(record)}</List.Item>
          ))}
        </List.Root>
      )}
    </DebriefCard>
  );
}

/** The one suggestion for next season, highlighted: the debrief's takeaway. */
export function SuggestionCard({ debrief }: CardProps) {
  const intl = useIntl();
  const content = useContent();
  return (
    <DebriefCard id="debrief-tip" title={intl.formatMessage(m.tipTitle)} highlight>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="navy.900" data-testid="debrief-suggestion">
        {content.debriefTip(debrief)}
      </Text>
    </DebriefCard>
  );
}

/**
 * The money check's progress (docs/learning.md#the-money-check): 'Before: 3 of 8. Now: 7 of 8.'
 * ('First check: …' when none came before the first season), and each area of the standards.
 * Shown once the check after this season is taken.
 */
export function CheckProgressCard({ debrief, taken }: CardProps & { taken: readonly CheckAttempt[] }) {
  const intl = useIntl();
  const content = useContent();
  const progress = checkProgress(taken);
  const line = content.checkProgress(progress);
  // The check after this season: the newest, or the first check when it is the only one.
  const latest = progress.now ?? (progress.before && isFirstCheck(progress.before) ? progress.before : null);
  if (!latest || latest.afterSeason !== debrief.seasonNumber || !line) return null;
  const before = progress.now ? progress.before : null;
  const now = latest;
  const first = before !== null && isFirstCheck(before);
  return (
    <DebriefCard id="debrief-check" title={intl.formatMessage(m.checkTitle)}>
      <Text fontSize="2xl" fontWeight="bold" color="navy.900" data-testid="debrief-check-progress">
        {line}
      </Text>
      <List.Root as="ul" gap="1" ps="5">
        {CHECKED_STANDARDS.map((standard) => (
          <List.Item key={standard} fontSize="lg" color="navy.900">
            {before
              ? intl.formatMessage(first ? m.standardFirstBoth : m.standardBoth, {
                  standard: content.standardName(standard),
                  beforeRight: before.byStandard[standard].right,
                  beforeOf: before.byStandard[standard].of,
                  nowRight: now.byStandard[standard].right,
                  nowOf: now.byStandard[standard].of,
                })
              : intl.formatMessage(m.standardNow, { standard: content.standardName(standard), nowRight: now.byStandard[standard].right, nowOf: now.byStandard[standard].of })}
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="lg" color="navy.800">
        {checkGrowthWords(intl, before?.right ?? null, now.right, first)}
      </Text>
    </DebriefCard>
  );
}
