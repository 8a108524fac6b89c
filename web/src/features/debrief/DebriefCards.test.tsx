import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { SeasonDebrief } from '@rink/game';
import { renderWithIntl } from '@/i18n/testing';
import { aDebrief } from './testing/debrief-fixture';
import { InjuriesCard, ResultsCard, SavingsCard, SpendingCard, SuggestionCard } from './DebriefCards';

afterEach(cleanup);

const debrief: SeasonDebrief = {
  ...aDebrief,
  players: [{ playerId: 'p1', name: 'Ava Reyes', position: 'goalie', cost: 4, rank: 48 }],
  suggestion: { rule: 'rank-per-dollar', text: "Your team rank was low for what you spent. Next season, compare each player's rank with their price before you sign them: look for a high rank at a low price." },
};

const cards = (
  <ChakraProvider value={defaultSystem}>
    <ResultsCard debrief={debrief} />
    <SuggestionCard debrief={debrief} />
    <SavingsCard debrief={debrief} />
    <SpendingCard debrief={debrief} />
    <InjuriesCard debrief={debrief} />
  </ChakraProvider>
);

describe('the debrief cards', () => {
  it('speak English as before', () => {
    renderWithIntl(cards);
    expect(screen.getByRole('heading', { name: 'Your results' })).toBeTruthy();
    expect(screen.getByText('Your team finished 2nd of 13 teams.')).toBeTruthy();
    expect(screen.getByText('+ 1 in overtime')).toBeTruthy();
    expect(screen.getByText('Level 1 Savings Cup: won!')).toBeTruthy();
    expect(screen.getByTestId('debrief-suggestion').textContent).toBe(debrief.suggestion.text);
    expect(screen.getByRole('columnheader', { name: 'Position' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Goalie' })).toBeTruthy();
    expect(screen.getByText('Nobody was injured this season.')).toBeTruthy();
  });

  it('speak Spanish', () => {
    renderWithIntl(cards, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Tus resultados' })).toBeTruthy();
    expect(screen.getByText('Tu equipo terminó 2.º de 13 equipos.')).toBeTruthy();
    expect(screen.getByText('+ 1 en tiempo extra')).toBeTruthy();
    expect(screen.getByText('Copa de Ahorros del Nivel 1: ¡ganaste!')).toBeTruthy();
    expect(screen.getByTestId('debrief-suggestion').textContent).not.toBe(debrief.suggestion.text);
    expect(screen.getByRole('columnheader', { name: 'Posición' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Portero' })).toBeTruthy();
    expect(screen.getByText('Nadie se lesionó esta temporada.')).toBeTruthy();
    expect(screen.getByText('¡Con eso ganaste la Copa de Ahorros del Nivel 1!')).toBeTruthy();
  });
});
