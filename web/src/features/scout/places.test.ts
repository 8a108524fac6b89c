import { describe, expect, it } from 'vitest';
import { CONTRACT_LEVELS, placeFromId, placeId } from './places';

describe('scout places', () => {
  it('turns every place into a droppable id and back', () => {
    for (const place of ['board', ...CONTRACT_LEVELS] as const) expect(placeFromId(placeId(place))).toBe(place);
  });
  it('ignores ids the page did not make', () => {
    expect(placeFromId('row-4')).toBeNull();
    expect(placeFromId(undefined)).toBeNull();
  });
});
