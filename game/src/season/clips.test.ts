import { describe, expect, it } from 'vitest';
import { SEASON_CLIPS } from '../content/clips';
import { HOME_TEAMS, OPPONENT_TEAMS } from '../content/teams';
import { createRng } from '../random';
import { LEVELS, type SeasonState, type SeasonTeam, type TeamVideos } from '../types';
import { jumbotronClips, withCurrentClips } from './clips';
import { createSeason } from './createSeason';
import { recordGame } from './recordGame';

/** How seasons named the clips before they were made: one name per team kind ('home-1', 'level-1'). */
const oldVideos = (key: string): TeamVideos => ({ gameOn: `videos/${key}/game-on`, gameOver: { win: `videos/${key}/win`, loss: `videos/${key}/loss` } });

/** A season as a document saved before the clips: every team with its old names. */
function savedBeforeClips(season: SeasonState): SeasonState {
  const old = (team: SeasonTeam): SeasonTeam => ({ ...team, videos: oldVideos(team.isStudentTeam ? 'home-1' : 'level-1') });
  return { ...season, homeTeam: old(season.homeTeam), allOpponents: season.allOpponents.map(old), standings: season.standings.map(old) };
}

const everyTeam = (season: SeasonState): SeasonTeam[] => [season.homeTeam, ...season.allOpponents, ...season.standings];

describe("a season's clips", () => {
  it.each(LEVELS)('level %i copies each team its clips from the content, never sharing them', (level) => {
    const season = createSeason(level, createRng(3));
    expect(season.homeTeam.videos).toEqual(HOME_TEAMS[level].videos);
    for (const team of season.allOpponents) expect(team.videos).toEqual(OPPONENT_TEAMS[level].find((t) => t.name === team.name)?.videos);
    expect(season.homeTeam.videos).not.toBe(HOME_TEAMS[level].videos);
    expect(season.homeTeam.videos.gameOver).not.toBe(HOME_TEAMS[level].videos.gameOver);
  });

  it("plays the student's own team's clips on the jumbotron, whoever the opponent is", () => {
    const season = createSeason(1, createRng(3));
    const own: TeamVideos = { gameOn: 'season/cubs-on', gameOver: { win: 'clips/cubs-win', loss: 'clips/cubs-loss' } };
    const clubbed = { ...season, homeTeam: { ...season.homeTeam, videos: own } };
    expect(jumbotronClips(season)).toEqual(SEASON_CLIPS);
    expect(jumbotronClips(clubbed)).toEqual(own);
  });

  it('reads the names saved before the clips existed as the shared clips, on every team of the season', () => {
    const played = recordGame(createSeason(1, createRng(3)), { outcome: 'won', messageIndex: 0, score: [3, 1], points: 2, win: true }, 1, createRng(4));
    const old = savedBeforeClips(played);
    const read = withCurrentClips(old);
    for (const team of everyTeam(read)) expect(team.videos).toEqual(SEASON_CLIPS);
    // Only the names change: the standings, stats and games played stay as saved.
    expect({ ...read, homeTeam: null, allOpponents: null, standings: null }).toEqual({ ...old, homeTeam: null, allOpponents: null, standings: null });
    expect(read.standings.map((t) => [t.name, t.standings, t.stats])).toEqual(old.standings.map((t) => [t.name, t.standings, t.stats]));
    expect(read.homeTeam.stats).toEqual({ wins: 1, losses: 0, overtimeLosses: 0, points: 2 });
  });

  it("keeps today's names and a club's own names as they are", () => {
    const season = createSeason(2, createRng(8));
    expect(withCurrentClips(season)).toEqual(season);
    const own: TeamVideos = { gameOn: 'season/currents-on', gameOver: { win: 'clips/currents-win', loss: 'clips/currents-loss' } };
    const clubbed = { ...season, homeTeam: { ...season.homeTeam, videos: own } };
    expect(withCurrentClips(clubbed).homeTeam.videos).toEqual(own);
  });
});
