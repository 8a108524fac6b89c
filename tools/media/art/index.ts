// Every picture the game ships, as a map from its path under the media root to its bytes.
// Pure and deterministic: the same map on every run, so a rebuild changes no committed file.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { favicon, hockeyStick, programmeLogo, yellowPuck } from "./brand";
import { ALL_CUPS, cupArt } from "./cups";
import { teamLogo } from "./logos";
import { ALL_PLAYERS, portrait } from "./players";
import { mascot, POSES } from "./mascot/poses";
import { bankLogo, bluebirdCharacter } from "./partner";
import { TEAM_ART, teamColourTable } from "./team-design";

export function artFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const t of TEAM_ART) files.set(`logos/${t.slug}.svg`, teamLogo(t));
  for (const pose of POSES) files.set(`mascot/${pose}.svg`, mascot(pose));
  files.set("partner/bluebird.svg", bluebirdCharacter());
  files.set("partner/bluebird-bank.svg", bankLogo());
  files.set("rink-money-logo.svg", programmeLogo());
  files.set("favicon.svg", favicon());
  files.set("ui/hockey-stick.svg", hockeyStick());
  files.set("ui/puck-yellow.svg", yellowPuck());
  for (const cup of ALL_CUPS) files.set(`${cup.image}.svg`, cupArt(cup));
  for (const p of ALL_PLAYERS) files.set(`${p.playerPicture}.svg`, portrait(p));
  files.set("team-colours.json", JSON.stringify(teamColourTable(), null, 2) + "\n");
  return files;
}

/** Write the art under `root` (web/public/media); returns the paths written. */
export function writeArt(root: string): string[] {
  const files = artFiles();
  for (const [rel, content] of files) {
    const target = path.join(root, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return [...files.keys()];
}
