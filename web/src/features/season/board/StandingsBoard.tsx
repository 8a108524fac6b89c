import { Fragment, type ReactNode } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { gamesPlayed, standingsBoard, type SeasonTeam } from '@rink/game';
import { useContent } from '@/i18n/content/useContent';
import { boardMessages as m } from '../messages';

// Tight columns, so the longest one-word team name (Wolverines) fits the 18rem side column beside five numbers.
const Th = chakra('th', { base: { px: '0.5', py: '1', fontSize: 'xs', fontWeight: '800', color: 'navy.800', whiteSpace: 'nowrap', textAlign: 'right' } });
const Td = chakra('td', { base: { px: '0.5', py: '1.5', fontWeight: 'semibold', textAlign: 'right', fontVariantNumeric: 'tabular-nums' } });
// An abbreviation's dotted underline under each letter column; its title says the words.
const Abbr = chakra('abbr', { base: { textDecoration: 'none', cursor: 'help' } });

/**
 * The record columns, in hockey's order, with the words their letters stand for and the key's
 * words under the table (what each result is worth). In English the header texts are exactly
 * these letters: the full-season browser test reads the table by them (and checks
 * W + L + OTL = GP and PTS = 2W + OTL on every row).
 */
const COLUMNS = [
  { key: 'GP', letters: m.gp, words: m.gpWords, note: m.gpKey, value: (t: SeasonTeam) => gamesPlayed(t.stats) },
  { key: 'W', letters: m.w, words: m.wWords, note: m.wKey, value: (t: SeasonTeam) => t.stats.wins },
  { key: 'L', letters: m.l, words: m.lWords, note: m.lKey, value: (t: SeasonTeam) => t.stats.losses },
  { key: 'OTL', letters: m.otlColumn, words: m.otlColumnWords, note: m.otlKey, value: (t: SeasonTeam) => t.stats.overtimeLosses },
  { key: 'PTS', letters: m.ptsColumn, words: m.ptsWords, note: m.ptsKey, value: (t: SeasonTeam) => t.stats.points },
] as const;

/** The key's letters, bold. */
const letters = (chunks: ReactNode[]) => (
  <Text as="span" fontWeight="800">
    {chunks}
  </Text>
);

/**
 * The standings board (docs/product.md#season-page): the top 5, with the student's own team in the
 * 5th row at its real place when it ranks lower; places as ordinals (11th, 12th, 13th). Each
 * row is a hockey record: games played, wins, losses, overtime losses and points (a win 2,
 * an overtime loss 1). A key under the table says what the letters mean, for players who
 * are new to hockey.
 */
export function StandingsBoard({ standings, title }: { standings: readonly SeasonTeam[]; title?: string }) {
  const intl = useIntl();
  const content = useContent();
  const rows = standingsBoard(standings);
  return (
    <Box as="section" data-testid="standings" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" px="2" pt="2" pb="3" boxShadow="sm">
      <chakra.table w="full" fontSize="sm" color="navy.900" style={{ borderCollapse: 'separate', borderSpacing: '0 3px' }}>
        <chakra.caption textAlign="left" fontWeight="800" fontSize="lg" color="navy.900" px="1" pb="1">
          {title ?? intl.formatMessage(m.standings)}
          <Text as="span" srOnly>
            <FormattedMessage {...m.standingsColumns} />
          </Text>
        </chakra.caption>
        <thead>
          <tr>
            {/* The ordinals say what the column is; the header is there for screen readers. */}
            <Th scope="col" textAlign="left" ps="1.5">
              <Text as="span" srOnly>
                <FormattedMessage {...m.placeHeader} />
              </Text>
            </Th>
            <Th scope="col" textAlign="left" w="full" ps="1.5">
              <FormattedMessage {...m.teamHeader} />
            </Th>
            {COLUMNS.map((column) => (
              <Th key={column.key} scope="col" ps="1" pe={column.key === 'PTS' ? '1.5' : undefined}>
                <Abbr title={intl.formatMessage(column.words)}>{intl.formatMessage(column.letters)}</Abbr>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((team) => (
            <chakra.tr
              key={team.name}
              data-own={team.isStudentTeam ? 'true' : undefined}
              bg={team.isStudentTeam ? 'orange.100' : 'navy.50'}
              fontWeight={team.isStudentTeam ? '800' : undefined}
              css={{ '& > *:first-of-type': { borderLeftRadius: '8px' }, '& > *:last-child': { borderRightRadius: '8px' } }}
            >
              <Td textAlign="left" ps="1.5" whiteSpace="nowrap">
                {content.ordinal(team.standings)}
              </Td>
              {/* Whole names: a two-word one (Glacier Hounds) wraps, the longest single word (Lumberjacks) fits. */}
              <Td textAlign="left" fontVariantNumeric="normal" ps="1.5" lineHeight="short">
                {team.name}
                {team.isStudentTeam && (
                  <Text as="span" srOnly>
                    <FormattedMessage {...m.yourTeamRow} />
                  </Text>
                )}
              </Td>
              {COLUMNS.map((column) => (
                <Td key={column.key} ps="1" pe={column.key === 'PTS' ? '1.5' : undefined} fontWeight={column.key === 'PTS' ? '800' : undefined}>
                  {column.value(team)}
                </Td>
              ))}
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
      <Text fontSize="xs" color="navy.800" px="1" mt="1" lineHeight="short">
        {COLUMNS.map((column, i) => (
          <Fragment key={column.key}>
            {i > 0 && intl.formatMessage(m.keySeparator)}
            <FormattedMessage {...column.note} values={{ b: letters }} />
          </Fragment>
        ))}
      </Text>
    </Box>
  );
}
