import { describe, expect, it } from 'vitest';
import { SEASON_CLIPS } from '../content/clips';
import { HOME_TEAMS, OPPONENT_TEAMS } from '../content/teams';
import { createRng } from '../random';
import { LEVELS, type TeamVideos } from '../types';
import { jumbotronClips } from './clips';
import { createSeason } from './createSeason';

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
});
