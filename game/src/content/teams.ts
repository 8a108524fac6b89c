import type { Level, TeamVideos } from '../types';
import { SEASON_CLIPS } from './clips';

/** A team as content: the season adds its rank, place and stats. All names are invented. */
export interface TeamInfo {
  name: string;
  nameFull: string;
  color: string;
  /** Logo media key. */
  logo: string;
  /** The team's game-on loop and highlights (media keys); the season copies them. */
  videos: TeamVideos;
}

/**
 * A team of the content. Every team plays the shared season clips (SEASON_CLIPS) today; a club
 * that makes a team its own clips passes them here as `videos`.
 */
const team = (name: string, nameFull: string, color: string, videos: TeamVideos = SEASON_CLIPS): TeamInfo => ({
  name,
  nameFull,
  color,
  logo: `logos/${nameFull.toLowerCase().replace(/[^a-z]+/g, '-')}`,
  videos,
});

/** The student's club at each level: junior, minor and major teams (docs/product.md#season-rules). */
export const HOME_TEAMS: Readonly<Record<Level, TeamInfo>> = {
  1: team('Cubs', 'Cedar Valley Cubs', '#1b6f8a'),
  2: team('Currents', 'Cedar Valley Currents', '#1b5e8a'),
  3: team('Comets', 'Cedar Valley Comets', '#17457a'),
};

/** Level 1: 12 colour-named junior teams (docs/product.md#season-rules). */
const LEVEL_1_OPPONENTS: readonly TeamInfo[] = [
  team('Crimson', 'Crimson Foxes', '#b3202a'),
  team('Teal', 'Teal Otters', '#0f8b8d'),
  team('Amber', 'Amber Owls', '#e0a100'),
  team('Violet', 'Violet Vipers', '#7b3fa0'),
  team('Indigo', 'Indigo Ibises', '#3b3f9e'),
  team('Scarlet', 'Scarlet Herons', '#d7263d'),
  team('Emerald', 'Emerald Elks', '#1f8a4c'),
  team('Cobalt', 'Cobalt Cranes', '#0047ab'),
  team('Silver', 'Silver Salmon', '#8e9aa6'),
  team('Gold', 'Gold Badgers', '#c9a227'),
  team('Maroon', 'Maroon Moose', '#7a1f2b'),
  team('Orange', 'Orange Ocelots', '#f26b1d'),
];

/** Level 2: 12 minor-league teams (docs/product.md#season-rules). */
const LEVEL_2_OPPONENTS: readonly TeamInfo[] = [
  team('Lumberjacks', 'Pinecrest Lumberjacks', '#5b3a1e'),
  team('Gulls', 'Harbor Point Gulls', '#4f7ca8'),
  team('Miners', 'Copper Ridge Miners', '#b87333'),
  team('Ferrymen', 'Lake Orrin Ferrymen', '#245a6b'),
  team('Foresters', 'Birch Hollow Foresters', '#2f6b3a'),
  team('Trappers', 'Fort Ashby Trappers', '#6b4e2e'),
  team('Stallions', 'Dunmore Stallions', '#3c2f2f'),
  team('Loons', 'Granite Falls Loons', '#1c2b39'),
  team('Beacons', 'Stonehaven Beacons', '#f2b705'),
  team('Bobcats', 'Willow Creek Bobcats', '#9c6b30'),
  team('Riveters', 'Millbrook Riveters', '#5c6770'),
  team('Snowhawks', 'Kettle Lake Snowhawks', '#8fb8de'),
];

/** Level 3: 13 major-league teams (docs/product.md#season-rules). */
const LEVEL_3_OPPONENTS: readonly TeamInfo[] = [
  team('Glacier Hounds', 'Northgate Glacier Hounds', '#6fa8dc'),
  team('Summit Stags', 'Highpeak Summit Stags', '#4a3b2a'),
  team('Narwhals', 'Port Calder Narwhals', '#22577a'),
  team('Bison', 'Prairie City Bison', '#7f4f24'),
  team('Drakes', 'Cinder Bay Drakes', '#9d0208'),
  team('Tundra Owls', 'Frostholm Tundra Owls', '#adb5bd'),
  team('Ironclads', 'Anvil Harbor Ironclads', '#343a40'),
  team('Cyclones', 'Plainsview Cyclones', '#5a189a'),
  team('Sturgeons', 'Riverbend Sturgeons', '#386641'),
  team('Wolverines', 'Timberline Wolverines', '#582f0e'),
  team('Kestrels', 'Skyreach Kestrels', '#e76f51'),
  team('Mammoths', 'Old Quarry Mammoths', '#6c584c'),
  team('Auroras', 'Polaris Bay Auroras', '#2a9d8f'),
];

/** Opponents by level: 12, 12 and 13, 37 in all (docs/product.md#season-rules). */
export const OPPONENT_TEAMS: Readonly<Record<Level, readonly TeamInfo[]>> = {
  1: LEVEL_1_OPPONENTS,
  2: LEVEL_2_OPPONENTS,
  3: LEVEL_3_OPPONENTS,
};
