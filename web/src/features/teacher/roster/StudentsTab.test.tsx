import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { spanish } from '@/i18n/es';
import type { RosterRow } from '@rink/common';
import { StudentsTab } from './StudentsTab';
import type { RosterState } from './useRoster';

const student = (index: number): RosterRow => ({
  _id: `s${index}`,
  firstName: `Kid${String(index).padStart(3, '0')}`,
  lastName: 'Puck',
  userName: `kid${index}p`,
  password: `net-star-${index}`,
  level: 1,
  tutorialsDone: 0,
  levelsDone: 0,
  wonGame: false,
  timeSpent: 0,
});

function show(state: RosterState, reload = vi.fn(async () => undefined), language: 'en' | 'es' = 'en') {
  render(
    <IntlProvider locale={language === 'es' ? 'es-419' : 'en-US'} defaultLocale="en-US" messages={language === 'es' ? spanish : {}}>
      <ChakraProvider value={defaultSystem}>
        <StudentsTab state={state} reload={reload} teacherName="Ms Rivera" />
      </ChakraProvider>
    </IntlProvider>,
  );
  return reload;
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

describe('the Students tab', () => {
  it('says it is loading, then what went wrong with a Try Again that reloads', () => {
    show({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toContain('Loading your students');
    cleanup();
    const reload = show({ status: 'error', message: 'Unable to connect with server. Please try again later.' });
    expect(screen.getByText('Unable to connect with server. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("says 'No Students to Display' for an empty class", () => {
    show({ status: 'ready', students: [] });
    expect(screen.getByText('No Students to Display')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  // Three renders of a 50-row Chakra table: 2 s alone, more beside the browser lanes of npm test.
  it('shows 50 students a page, with their logins, and turns pages', { timeout: 20_000 }, () => {
    show({ status: 'ready', students: Array.from({ length: 120 }, (_, i) => student(i)) });
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(50);
    expect(rows()[0]?.textContent).toContain('kid0p');
    expect(rows()[0]?.textContent).toContain('net-star-0');
    expect(screen.getByText('Students 1–50 of 120 (page 1 of 3)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(rows()[0]?.textContent).toContain('Kid050');
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(rows()).toHaveLength(20);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next Page' }).disabled).toBe(true);
  });

  it('prints the cards of the ticked students only, or of everyone once none is ticked', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    show({ status: 'ready', students: [student(1), student(2), student(3)] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Kid002 Puck for login cards' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Kid003 Puck for login cards' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print 2 Login Cards' }));
    expect(print).toHaveBeenCalledOnce();
    const cards = () => [...document.querySelectorAll('.login-card-sheet .login-card')].map((card) => card.querySelector('h2')?.textContent);
    expect(cards()).toEqual(['Kid002 Puck', 'Kid003 Puck']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print All 3 Login Cards' }));
    expect(cards()).toEqual(['Kid001 Puck', 'Kid002 Puck', 'Kid003 Puck']);
    print.mockRestore();
  });

  it('speaks Spanish: the counts, the pages and the print button', { timeout: 20_000 }, () => {
    show({ status: 'ready', students: Array.from({ length: 60 }, (_, i) => student(i)) }, undefined, 'es');
    expect(screen.getByText('Estudiantes 1–50 de 60 (página 1 de 2)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir las 60 tarjetas de acceso' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Kid002 Puck para las tarjetas de acceso' }));
    expect(screen.getByRole('button', { name: 'Imprimir 1 tarjeta de acceso' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
  });
});
