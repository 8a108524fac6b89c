import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { newStudent } from '@rink/game';
import { renderWithIntl } from '@/i18n/testing';
import { StandingsBoard } from './StandingsBoard';

afterEach(cleanup);

const { standings } = newStudent({ firstName: 'Test', lastName: 'Kid', userName: 'kid1', seed: 1 }).season;
const show = (language: 'en' | 'es') =>
  renderWithIntl(
    <ChakraProvider value={defaultSystem}>
      <StandingsBoard standings={standings} />
    </ChakraProvider>,
    { language },
  );
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('the standings board', () => {
  it('heads its columns with the hockey letters the browser test reads', () => {
    show('en');
    expect(headers()).toEqual(['Place', 'Team', 'GP', 'W', 'L', 'OTL', 'PTS']);
    expect(screen.getByTitle('Games played').textContent).toBe('GP');
    expect(screen.getByTestId('standings').textContent).toContain('GP games played · W won (2 points) · L lost · OTL lost in overtime (1 point) · PTS points');
  });

  it('speaks Spanish: letters, their words, the key and the places', () => {
    show('es');
    expect(headers()).toEqual(['Lugar', 'Equipo', 'PJ', 'V', 'D', 'DTE', 'PTS']);
    expect(screen.getByTitle('Derrotas en tiempo extra').textContent).toBe('DTE');
    expect(screen.getByTestId('standings').textContent).toContain('PJ partidos jugados · V victorias (2 puntos)');
    expect(screen.getByText('1.º')).toBeTruthy();
  });
});
