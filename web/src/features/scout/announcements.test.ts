import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { DragUpdate, DropResult, ResponderProvided } from '@hello-pangea/dnd';
import { contractCost, formatMoney, type Player } from '@rink/game';
import { LOCALES } from '@rink/common';
import { spanish } from '@/i18n/es';
import { announcers, dragInstructions } from './announcements';

const english = createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {} });
const castellano = createIntl({ locale: LOCALES.es, defaultLocale: LOCALES.en, messages: spanish });
const sam = { _id: 'p1', playerName: 'Sam Lee' } as Player;
const find = (id: string) => (id === sam._id ? sam : undefined);

/** What the announcers say for one drag update and one drop, in a language. */
function heard(intl: typeof english, money: (n: number) => string, hasRoom: boolean) {
  const said: string[] = [];
  const provided: ResponderProvided = { announce: (text) => said.push(text) };
  const speak = announcers({ intl, money }, 1, find, () => hasRoom);
  const update = (to: string | null, id = 'p1') =>
    speak.onDragUpdate({ draggableId: id, source: { droppableId: 'board', index: 0 }, destination: to ? { droppableId: to, index: 0 } : null } as DragUpdate, provided);
  update('row-2');
  update('board');
  update(null, 'gone');
  speak.onDragEnd({ draggableId: 'p1', reason: 'DROP', destination: { droppableId: 'row-3', index: 0 } } as DropResult, provided);
  speak.onDragEnd({ draggableId: 'p1', reason: 'DROP', destination: { droppableId: 'board', index: 0 } } as DropResult, provided);
  speak.onDragEnd({ draggableId: 'p1', reason: 'CANCEL', destination: null } as DropResult, provided);
  return said;
}

describe('the scout page read aloud', () => {
  it('says each place in whole English sentences', () => {
    const price = formatMoney(contractCost(1, 2));
    expect(heard(english, formatMoney, true)).toEqual([
      `Sam Lee is over the Level 2 contract, worth ${price}.`,
      'Sam Lee is over the scouting board.',
      'The player is not over a contract level.',
      'You dropped Sam Lee on the Level 3 contract.',
      'You dropped Sam Lee on the scouting board.',
      'Sam Lee is back where they started.',
    ]);
    expect(heard(english, formatMoney, false)[0]).toBe(`Sam Lee is over the Level 2 contract, worth ${price}. It is full, so keep going.`);
    expect(dragInstructions(english)).toMatch(/^Press Space to pick up this player\./);
  });

  it('says them in Spanish, with Spanish money', () => {
    const money = (n: number) => formatMoney(n, 'es');
    expect(heard(castellano, money, false)).toEqual([
      `Sam Lee está sobre el contrato de nivel 2, que vale ${money(contractCost(1, 2))}. Está lleno, así que sigue moviéndolo.`,
      'Sam Lee está sobre el tablero de talentos.',
      'El jugador no está sobre un nivel de contrato.',
      'Soltaste a Sam Lee en el contrato de nivel 3.',
      'Soltaste a Sam Lee en el tablero de talentos.',
      'Sam Lee volvió a donde estaba.',
    ]);
  });
});
