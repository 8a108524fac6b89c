import { Box, chakra, Text } from '@chakra-ui/react';
import { ordinal, standingsBoard, type SeasonTeam } from '@rink/game';

const Th = chakra('th', { base: { textAlign: 'left', px: '1.5', py: '1', fontSize: 'xs', fontWeight: '800', color: 'navy.800', textTransform: 'uppercase' } });
const Td = chakra('td', { base: { px: '1.5', py: '1.5', fontWeight: 'semibold' } });

/**
 * The standings board (spec points 2 and 9): the top 5, with the student's own team in the
 * 5th row at its real place when it ranks lower; places as ordinals (11th, 12th, 13th).
 */
export function StandingsBoard({ standings, title = 'Standings' }: { standings: readonly SeasonTeam[]; title?: string }) {
  const rows = standingsBoard(standings);
  return (
    <Box as="section" aria-labelledby="standings-title" bg="white" borderRadius="2xl" borderWidth="2px" borderColor="brand.100" px="2" py="3" boxShadow="sm">
      <Text id="standings-title" fontWeight="800" fontSize="lg" color="navy.900" mb="1" px="2">
        {title}
      </Text>
      <chakra.table data-testid="standings" w="full" fontSize="md" color="navy.900" style={{ borderCollapse: 'separate', borderSpacing: '0 3px' }}>
        <chakra.caption srOnly>{title}: place, team, wins, losses and points</chakra.caption>
        <thead>
          <tr>
            <Th scope="col">Place</Th>
            <Th scope="col">Team</Th>
            <Th scope="col" textAlign="right">
              W
            </Th>
            <Th scope="col" textAlign="right">
              L
            </Th>
            <Th scope="col" textAlign="right">
              Pts
            </Th>
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
              <Td>{ordinal(team.standings)}</Td>
              <Td>
                <Text as="span" lineClamp={1}>
                  {team.name}
                  {team.isStudentTeam && <Text as="span" srOnly>, your team</Text>}
                </Text>
              </Td>
              <Td textAlign="right">{team.stats.wins}</Td>
              <Td textAlign="right">{team.stats.losses}</Td>
              <Td textAlign="right">{team.stats.points}</Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
