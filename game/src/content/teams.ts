import type { Level } from '../types';

/** A team as content: the season adds its rank, place and stats. All names are invented. */
export interface TeamInfo {
  name: string;
  nameFull: string;
  color: string;
  /** Logo media key. */
  logo: string;
  videos: { gameOn: string; gameOver: { win: string; loss: string } };
}

const videos = (key: string): TeamInfo['videos'] => ({
  gameOn: `videos/${key}/game-on`,
  gameOver: { win: `videos/${key}/win`, loss: `videos/${key}/loss` },
});

const team = (name: string, nameFull: string, color: string, videoKey: string): TeamInfo => ({
  name,
  nameFull,
  color,
  logo: `logos/${nameFull.toLowerCase().replace(/[^a-z]+/g, '-')}`,
  videos: videos(videoKey),
});

/** The student's club at each level: junior, minor and major teams (spec point 3). */
export const HOME_TEAMS: Readonly<Record<Level, TeamInfo>> = {
  1: team('Cubs', 'Cedar Valley Cubs', '#1b6f8a', 'home-1'),
  2: team('Currents', 'Cedar Valley Currents', '#1b5e8a', 'home-2'),
  3: team('Comets', 'Cedar Valley Comets', '#17457a', 'home-3'),
};

/** Level 1: 12 colour-named junior teams (spec point 3). */
const LEVEL_1_OPPONENTS: readonly TeamInfo[] = [
  team('Crimson', 'Crimson Foxes', '#b3202a', 'level-1'),
  team('Teal', 'Teal Otters', '#0f8b8d', 'level-1'),
  team('Amber', 'Amber Owls', '#e0a100', 'level-1'),
  team('Violet', 'Violet Vipers', '#7b3fa0', 'level-1'),
  team('Indigo', 'Indigo Ibises', '#3b3f9e', 'level-1'),
  team('Scarlet', 'Scarlet Herons', '#d7263d', 'level-1'),
  team('Emerald', 'Emerald Elks', '#1f8a4c', 'level-1'),
  team('Cobalt', 'Cobalt Cranes', '#0047ab', 'level-1'),
  team('Silver', 'Silver Salmon', '#8e9aa6', 'level-1'),
  team('Gold', 'Gold Badgers', '#c9a227', 'level-1'),
  team('Maroon', 'Maroon Moose', '#7a1f2b', 'level-1'),
  team('Orange', 'Orange Ocelots', '#f26b1d', 'level-1'),
];

/** Level 2: 12 minor-league teams (spec point 3). */
const LEVEL_2_OPPONENTS: readonly TeamInfo[] = [
  team('Lumberjacks', 'Pinecrest Lumberjacks', '#5b3a1e', 'level-2'),
  team('Gulls', 'Harbor Point Gulls', '#4f7ca8', 'level-2'),
  team('Miners', 'Copper Ridge Miners', '#b87333', 'level-2'),
  team('Ferrymen', 'Lake Orrin Ferrymen', '#245a6b', 'level-2'),
  team('Foresters', 'Birch Hollow Foresters', '#2f6b3a', 'level-2'),
  team('Trappers', 'Fort Ashby Trappers', '#6b4e2e', 'level-2'),
  team('Stallions', 'Dunmore Stallions', '#3c2f2f', 'level-2'),
  team('Loons', 'Granite Falls Loons', '#1c2b39', 'level-2'),
  team('Beacons', 'Stonehaven Beacons', '#f2b705', 'level-2'),
  team('Bobcats', 'Willow Creek Bobcats', '#9c6b30', 'level-2'),
  team('Riveters', 'Millbrook Riveters', '#5c6770', 'level-2'),
  team('Snowhawks', 'Kettle Lake Snowhawks', '#8fb8de', 'level-2'),
];

/** Level 3: 13 major-league teams (spec point 3). */
const LEVEL_3_OPPONENTS: readonly TeamInfo[] = [
  team('Glacier Hounds', 'Northgate Glacier Hounds', '#6fa8dc', 'level-3'),
  team('Summit Stags', 'Highpeak Summit Stags', '#4a3b2a', 'level-3'),
  team('Narwhals', 'Port Calder Narwhals', '#22577a', 'level-3'),
  team('Bison', 'Prairie City Bison', '#7f4f24', 'level-3'),
  team('Drakes', 'Cinder Bay Drakes', '#9d0208', 'level-3'),
  team('Tundra Owls', 'Frostholm Tundra Owls', '#adb5bd', 'level-3'),
  team('Ironclads', 'Anvil Harbor Ironclads', '#343a40', 'level-3'),
  team('Cyclones', 'Plainsview Cyclones', '#5a189a', 'level-3'),
  team('Sturgeons', 'Riverbend Sturgeons', '#386641', 'level-3'),
  team('Wolverines', 'Timberline Wolverines', '#582f0e', 'level-3'),
  team('Kestrels', 'Skyreach Kestrels', '#e76f51', 'level-3'),
  team('Mammoths', 'Old Quarry Mammoths', '#6c584c', 'level-3'),
  team('Auroras', 'Polaris Bay Auroras', '#2a9d8f', 'level-3'),
];

/** Opponents by level: 12, 12 and 13, 37 in all (spec point 9). */
export const OPPONENT_TEAMS: Readonly<Record<Level, readonly TeamInfo[]>> = {
  1: LEVEL_1_OPPONENTS,
  2: LEVEL_2_OPPONENTS,
  3: LEVEL_3_OPPONENTS,
};
