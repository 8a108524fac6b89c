import { describe, expect, it } from 'vitest';
import { cheerClick, cheerDecay, clampCheerBonus, needleAngle, newCheer, puckColour } from './cheer';
import type { CheerState } from './cheer';

const clicks = (n: number, from: CheerState = newCheer()): CheerState => {
  let s = from;
  for (let i = 0; i < n; i++) s = cheerClick(s);
  return s;
};

describe('cheer meter', () => {
  it('counts every click and raises the level every 5 clicks', () => {
    expect(clicks(4)).toEqual({ clicks: 4, level: 0, rankBonus: 0 });
    expect(clicks(5).level).toBe(1);
    expect(clicks(14).level).toBe(2);
  });
  it('caps the level at 15', () => expect(clicks(200).level).toBe(15));
  it('raises the rank bonus every 15 clicks, up to 5', () => {
    expect(clicks(14).rankBonus).toBe(0);
    expect(clicks(15).rankBonus).toBe(1);
    expect(clicks(45).rankBonus).toBe(3);
    expect(clicks(300).rankBonus).toBe(5);
  });
  it('drops the level by 1 and the count by 5 every 2 s tick, never below zero', () => {
    expect(cheerDecay(clicks(12))).toEqual({ clicks: 7, level: 1, rankBonus: 0 });
    expect(cheerDecay(newCheer())).toEqual(newCheer());
  });
  it('keeps the earned rank bonus through the decay', () => expect(cheerDecay(clicks(15)).rankBonus).toBe(1));
  it('colours the puck teal to 5, orange to 10, red above', () => {
    expect([0, 5, 6, 10, 11, 15].map(puckColour)).toEqual(['teal', 'teal', 'orange', 'orange', 'red', 'red']);
  });
  it('turns the needle 12 degrees per level from -25', () => {
    expect(needleAngle(0)).toBe(-25);
    expect(needleAngle(15)).toBe(155);
  });
  it('lets the server accept only a whole bonus from 0 to 5', () => {
    expect([-3, 0, 2.9, 5, 99, Number.NaN].map(clampCheerBonus)).toEqual([0, 0, 2, 5, 5, 0]);
  });
});
