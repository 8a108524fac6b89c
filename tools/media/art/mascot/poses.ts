// Chip in the five poses the tutorials use (TutorialSlide['mascotPose'] in game/src/types):
// wave, point, think, cheer and thumbsUp. Drawn on 200 x 220; the shadow stays on the ice.
import { svgDoc } from "../svg";
import { star } from "../emblems/objects";
import { arm, body, C, eyes, glove, helmet, legs, mouth } from "./parts";

export type Pose = "wave" | "point" | "think" | "cheer" | "thumbsUp";

const shadow = (rx = 62): string => `<ellipse cx="100" cy="210" rx="${rx}" ry="6" fill="${C.ink}" opacity="0.14"/>`;

const DRAW: Record<Pose, () => string> = {
  wave: () =>
    shadow() +
    legs() +
    body() +
    arm("M40 126 Q24 138 30 160") +
    glove.fist(30, 162) +
    helmet() +
    eyes("open") +
    mouth("open") +
    arm("M160 120 Q180 110 178 70") +
    glove.open(178, 62, 10) +
    `<path d="M192 44 q8 6 6 16 M160 42 q-6 6 -4 16" fill="none" stroke="${C.glove}" stroke-width="4" stroke-linecap="round"/>`,
  point: () =>
    shadow() +
    legs() +
    body() +
    arm("M40 124 Q26 136 44 148") +
    glove.fist(46, 148) +
    helmet() +
    eyes("right") +
    mouth("smile") +
    arm("M160 118 L172 112") +
    glove.point(172, 111, -8),
  think: () =>
    shadow() +
    legs() +
    body() +
    arm("M40 126 Q24 138 30 160") +
    glove.fist(30, 162) +
    helmet(0, -4) +
    eyes("up") +
    mouth("hmm") +
    arm("M160 124 Q182 160 146 156") +
    glove.fist(140, 154) +
    `<g fill="#FFFFFF" stroke="${C.ink}" stroke-width="3"><circle cx="150" cy="44" r="4"/><circle cx="160" cy="30" r="6"/><circle cx="180" cy="20" r="16"/></g>` +
    `<text x="180" y="28" text-anchor="middle" font-family="Trebuchet MS, Arial, sans-serif" font-weight="800" font-size="22" fill="${C.helmet}">$</text>`,
  cheer: () =>
    shadow(48) +
    legs(12, 8) +
    body(12) +
    arm("M40 110 Q20 90 22 56") +
    arm("M160 110 Q180 90 178 56") +
    glove.fist(22, 50) +
    glove.fist(178, 50) +
    helmet(12) +
    eyes("happy", 12) +
    mouth("open", 12) +
    `<path d="${star(18, 20, 10)} ${star(184, 18, 9)} ${star(100, 12, 7)}" fill="${C.stripe}" stroke="${C.ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
  thumbsUp: () =>
    shadow() +
    legs() +
    body() +
    arm("M40 126 Q24 138 30 160") +
    glove.fist(30, 162) +
    helmet() +
    eyes("wink") +
    mouth("grin") +
    arm("M160 124 Q184 130 176 104") +
    glove.thumb(176, 96),
};

const TITLE: Record<Pose, string> = {
  wave: "Chip the mascot waving",
  point: "Chip the mascot pointing",
  think: "Chip the mascot thinking",
  cheer: "Chip the mascot cheering",
  thumbsUp: "Chip the mascot giving a thumbs up",
};

export const POSES = Object.keys(DRAW) as Pose[];

export function mascot(pose: Pose): string {
  return svgDoc(200, 220, TITLE[pose], DRAW[pose]());
}
