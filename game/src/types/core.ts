/** Levels of play: 1 junior, 2 minor, 3 major (docs/product.md#level-rules: "Levels: 3"). */
export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

/** The six lineup slots, docs/product.md#team-page (Team): stored on the student under these names. */
export type SlotName = 'fOne' | 'fTwo' | 'fThree' | 'dOne' | 'dTwo' | 'gOne';

/** Stored player positions. The spec writes defense "also defender": both mean the same position. */
export type Position = 'forward' | 'defense' | 'defender' | 'goalie';

/** Where a player is. The spec's "unavailable (null)" is stored as the string 'unavailable'. */
export type PlayerAssignment =
  | 'marketPlayer'
  | 'scoutPlayer'
  | 'offeredScoutPlayer'
  | 'unavailable'
  | SlotName;

/** Scouting contract rows. Row 1 pays most ($3 at level 1), row 3 least ($1). */
export type ContractLevel = 1 | 2 | 3;

/** Game pages a student visits (docs/product.md#routes). */
export type Page = 'home' | 'team' | 'scout' | 'budget' | 'season' | 'trophies';
export const PAGES: readonly Page[] = ['home', 'team', 'scout', 'budget', 'season', 'trophies'];

/** The five tutorials (docs/product.md#tutorials). */
export type TutorialName = 'home' | 'budget' | 'team' | 'scout' | 'season';

/**
 * How the cheer meter fills (docs/product.md#cheer-meter): 'fast' is the spec's cheer (clicks, a falling meter);
 * 'steady' earns the same bonus at the student's own pace, for students who cannot click fast.
 */
export type CheerStyle = 'fast' | 'steady';
export const CHEER_STYLES: readonly CheerStyle[] = ['fast', 'steady'];
export const TUTORIAL_NAMES: readonly TutorialName[] = ['home', 'budget', 'team', 'scout', 'season'];

/** A key for per-level maps. Firestore forbids arrays inside arrays, so per-level data is a map. */
export type LevelKey = '1' | '2' | '3';
export const levelKey = (level: Level): LevelKey => String(level) as LevelKey;
