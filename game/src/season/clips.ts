import { SEASON_CLIPS } from '../content/clips';
import type { SeasonState, SeasonTeam, TeamVideos } from '../types';

/**
 * The clips the season's jumbotron plays (and its page preloads): the student's own team's.
 * The highlight is the student's game seen from their side (docs/product.md#game-phases: the win video when
 * own score is at or above the opponent's), and the game-on loop is their game too, so both
 * follow the home team whoever the opponent is; a club that gives its home team its own clips
 * sees them in every game of the season.
 */
export const jumbotronClips = (season: SeasonState): TeamVideos => season.homeTeam.videos;

/**
 * Seasons saved before the clips were made name them 'videos/<team>/game-on', '.../win' and
 * '.../loss'. No file was ever made under those names, and every team then played the same
 * clips, so each such name means the shared clip of its kind (SEASON_CLIPS).
 */
const BEFORE_CLIPS = 'videos/';

const current = (key: string, shared: string): string => (key.startsWith(BEFORE_CLIPS) ? shared : key);

function withCurrentVideos(team: SeasonTeam): SeasonTeam {
  const { gameOn, gameOver } = team.videos;
  if (![gameOn, gameOver.win, gameOver.loss].some((key) => key.startsWith(BEFORE_CLIPS))) return team;
  return {
    ...team,
    videos: {
      gameOn: current(gameOn, SEASON_CLIPS.gameOn),
      gameOver: { win: current(gameOver.win, SEASON_CLIPS.gameOver.win), loss: current(gameOver.loss, SEASON_CLIPS.gameOver.loss) },
    },
  };
}

/**
 * A stored season with every team's clips under today's names (the one upgrade rule for the
 * old names; common's readStoredStudent applies it to every student document it reads, so the
 * next save stores the new names). Names a club set, and today's, are kept as they are.
 */
export function withCurrentClips(season: SeasonState): SeasonState {
  return {
    ...season,
    homeTeam: withCurrentVideos(season.homeTeam),
    allOpponents: season.allOpponents.map(withCurrentVideos),
    standings: season.standings.map(withCurrentVideos),
  };
}
