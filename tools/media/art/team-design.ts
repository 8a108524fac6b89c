// Each team's look: its emblem, crest shape and second colour. The first colour is the one
// the game content already gives the team (game/src/content/teams.ts); the table below adds
// what a logo and a jersey need. Emblems follow the team's name; every name is invented.
import { HOME_TEAMS, OPPONENT_TEAMS, type TeamInfo } from "@rink/game";
import { darken, inkOn, luminance } from "./colour";
import * as birds from "./emblems/birds";
import * as mammals from "./emblems/mammals";
import * as objects from "./emblems/objects";
import type { Emblem, Paint } from "./emblems/paint";
import * as water from "./emblems/water";

export type Crest = "home" | "round" | "shield" | "hex" | "octagon" | "arch" | "tab";

interface Design {
  emblem: Emblem;
  crest: Crest;
  /** The second team colour: logo trim and banner, jersey stripes and number. */
  secondary: string;
}

/** Keyed by the team's short name. */
const DESIGN: Record<string, Design> = {
  Cubs: { emblem: mammals.bear, crest: "home", secondary: "#F2B705" },
  Currents: { emblem: water.wave, crest: "home", secondary: "#9BE7F0" },
  Comets: { emblem: objects.comet, crest: "home", secondary: "#FF8C42" },
  Crimson: { emblem: mammals.fox, crest: "round", secondary: "#FFF1D6" },
  Teal: { emblem: mammals.otter, crest: "shield", secondary: "#F4A261" },
  Amber: { emblem: birds.owl, crest: "hex", secondary: "#3D2B1F" },
  Violet: { emblem: water.viper, crest: "octagon", secondary: "#B8F34A" },
  Indigo: { emblem: birds.ibis, crest: "arch", secondary: "#FF8FA3" },
  Scarlet: { emblem: birds.heron, crest: "tab", secondary: "#1D3557" },
  Emerald: { emblem: mammals.elk, crest: "shield", secondary: "#F1E3C6" },
  Cobalt: { emblem: birds.crane, crest: "hex", secondary: "#E9ECEF" },
  Silver: { emblem: water.salmon, crest: "round", secondary: "#E8590C" },
  Gold: { emblem: mammals.badger, crest: "octagon", secondary: "#1B1B1B" },
  Maroon: { emblem: mammals.moose, crest: "arch", secondary: "#E9C46A" },
  Orange: { emblem: mammals.ocelot, crest: "tab", secondary: "#2B2D42" },
  Lumberjacks: { emblem: objects.axes, crest: "shield", secondary: "#E63946" },
  Gulls: { emblem: birds.gull, crest: "round", secondary: "#F8F9FA" },
  Miners: { emblem: objects.pickaxes, crest: "octagon", secondary: "#2F3E46" },
  Ferrymen: { emblem: water.ferry, crest: "tab", secondary: "#F6BD60" },
  Foresters: { emblem: objects.pine, crest: "arch", secondary: "#F4F1DE" },
  Trappers: { emblem: objects.paws, crest: "hex", secondary: "#E9D8A6" },
  Stallions: { emblem: objects.stallion, crest: "shield", secondary: "#D4A373" },
  Loons: { emblem: birds.loon, crest: "round", secondary: "#CED4DA" },
  Beacons: { emblem: objects.lighthouse, crest: "tab", secondary: "#1D3557" },
  Bobcats: { emblem: mammals.bobcat, crest: "octagon", secondary: "#FEFAE0" },
  Riveters: { emblem: objects.gear, crest: "hex", secondary: "#FFB703" },
  Snowhawks: { emblem: birds.snowhawk, crest: "arch", secondary: "#0B2545" },
  "Glacier Hounds": { emblem: mammals.hound, crest: "shield", secondary: "#0B2545" },
  "Summit Stags": { emblem: mammals.stag, crest: "arch", secondary: "#DDA15E" },
  Narwhals: { emblem: water.narwhal, crest: "round", secondary: "#C7F9CC" },
  Bison: { emblem: mammals.bison, crest: "tab", secondary: "#FFD166" },
  Drakes: { emblem: birds.drake, crest: "hex", secondary: "#FFBA08" },
  "Tundra Owls": { emblem: birds.owl, crest: "octagon", secondary: "#14213D" },
  Ironclads: { emblem: objects.anvil, crest: "shield", secondary: "#F77F00" },
  Cyclones: { emblem: objects.cyclone, crest: "round", secondary: "#80FFDB" },
  Sturgeons: { emblem: water.sturgeon, crest: "tab", secondary: "#A7C957" },
  Wolverines: { emblem: mammals.wolverine, crest: "hex", secondary: "#FFC300" },
  Kestrels: { emblem: birds.kestrel, crest: "arch", secondary: "#264653" },
  Mammoths: { emblem: mammals.mammoth, crest: "octagon", secondary: "#EDE0D4" },
  Auroras: { emblem: objects.aurora, crest: "shield", secondary: "#F15BB5" },
};

export interface TeamArt {
  team: TeamInfo;
  /** The media key without its folder, e.g. "cedar-valley-cubs". */
  slug: string;
  initials: string;
  crest: Crest;
  emblem: Emblem;
  paint: Paint;
  primary: string;
  secondary: string;
  /** Readable text on the secondary colour. */
  secondaryInk: string;
}

function artFor(team: TeamInfo): TeamArt {
  const design = DESIGN[team.name];
  if (!design) throw new Error(`No logo design for team ${team.name}`);
  const primary = team.color.toUpperCase();
  const lightSecondary = luminance(design.secondary) > 0.35;
  const ink = luminance(primary) > 0.3 ? "#0B1F3A" : darken(primary, 0.7);
  return {
    team,
    slug: team.logo.replace(/^logos\//, ""),
    initials: team.nameFull.split(" ").map((w) => w[0]).join("").slice(0, 3),
    crest: design.crest,
    emblem: design.emblem,
    paint: lightSecondary
      ? { fill: design.secondary, ink, detail: luminance(primary) > 0.3 ? darken(primary, 0.3) : primary }
      : { fill: "#FFFFFF", ink: darken(design.secondary, 0.3), detail: design.secondary },
    primary,
    secondary: design.secondary,
    secondaryInk: inkOn(design.secondary),
  };
}

/** All 40 teams: the three home teams, then the opponents of levels 1-3. */
export const TEAM_ART: readonly TeamArt[] = [
  ...Object.values(HOME_TEAMS),
  ...OPPONENT_TEAMS[1],
  ...OPPONENT_TEAMS[2],
  ...OPPONENT_TEAMS[3],
].map(artFor);

/** The colour table the game could read (logo key -> colours), written as team-colours.json. */
export function teamColourTable(): Record<string, { name: string; primary: string; secondary: string; secondaryInk: string }> {
  return Object.fromEntries(
    TEAM_ART.map((t) => [t.team.logo, { name: t.team.nameFull, primary: t.primary, secondary: t.secondary, secondaryInk: t.secondaryInk }]),
  );
}
