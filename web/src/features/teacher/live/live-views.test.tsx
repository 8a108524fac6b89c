import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { NO_ACTIVITY, progressOf } from '@rink/common';
import { newStudent } from '@rink/game';
import { spanish } from '@/i18n/es';
import { ClassGlance } from './ClassGlance';
import { DecisionsTable } from './DecisionsTable';
import { StudentStatsTable } from './StudentStatsTable';
import type { ProgressRow } from './progress-view';

const NOW = 10_000_000_000;

afterEach(cleanup);

function row(id: string, firstName: string, change: (r: ProgressRow) => ProgressRow = (r) => r): ProgressRow {
  const base = progressOf(newStudent({ firstName, lastName: 'Kid', userName: id, teacherId: 't1', seed: 3 }), NO_ACTIVITY);
  return change({ ...base, id });
}

const rows = [
  row('a', 'Ann', (r) => ({ ...r, stage: 'playing', tutorialsDone: 5, lastActiveAt: NOW - 7 * 60_000, season: { ...r.season, gamesPlayed: 3, wins: 2, losses: 1, place: 4 } })),
  row('b', 'Ben'),
];

function show(ui: ReactNode, language: 'en' | 'es') {
  render(
    <IntlProvider locale={language === 'es' ? 'es-419' : 'en-US'} defaultLocale="en-US" messages={language === 'es' ? spanish : {}}>
      <ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>
    </IntlProvider>,
  );
}

describe('the live views', () => {
  it('say the class at a glance and each student in English, as the specification words it', () => {
    show(
      <>
        <ClassGlance rows={rows} now={NOW} />
        <DecisionsTable rows={rows} now={NOW} sort={{ key: 'name', direction: 'ascending' }} onSort={() => undefined} />
      </>,
      'en',
    );
    expect(screen.getByTestId('glance-stuck').textContent).toContain('Stuck: 1');
    expect(screen.getByTestId('glance-stuck').textContent).toContain('Ann Kid: Playing the season, no move for 7 min');
    expect(screen.getByTestId('glance-not-started').textContent).toContain('Ben Kid');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: /Where they are/ })).toBeTruthy();
    expect(table.textContent).toContain('Playing the season: game 4 of');
    expect(table.textContent).toContain('2 won, 1 lost, 4th of');
    expect(table.textContent).toContain('7 min ago');
  });

  it('say them in Spanish', () => {
    show(
      <>
        <ClassGlance rows={rows} now={NOW} />
        <StudentStatsTable rows={rows} />
      </>,
      'es',
    );
    expect(screen.getByTestId('glance-stuck').textContent).toContain('Atascados: 1');
    expect(screen.getByTestId('glance-stuck').textContent).toContain('Ann Kid: Jugando la temporada, sin movimientos hace 7 min');
    expect(screen.getByRole('columnheader', { name: 'Tutoriales hechos' })).toBeTruthy();
    expect(screen.getByRole('table').textContent).toContain('5 de 5');
  });
});
