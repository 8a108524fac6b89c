import type { SeasonState, TeamVideos } from '../types';

/**
 * The clips the season's jumbotron plays (and its page preloads): the student's own team's.
 * The highlight is the student's game seen from their side (docs/product.md#game-phases: the win video when
 * own score is at or above the opponent's), and the game-on loop is their game too, so both
 * follow the home team whoever the opponent is; a club that gives its home team its own clips
 * sees them in every game of the season.
 */
export const jumbotronClips = (season: SeasonState): TeamVideos => season.homeTeam.videos;
