import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { RosterRow } from '@rink/common';
import { loadCatalogue } from '@/i18n/catalogue';
import { LoginCardSheet } from './LoginCardSheet';

afterEach(cleanup);

const student: RosterRow = {
  _id: 's1',
  firstName: 'Zoë',
  lastName: 'Ñúñez',
  userName: 'zoen1',
  password: 'ice-7',
  level: 1,
  tutorialsDone: 0,
  levelsDone: 0,
  wonGame: false,
  timeSpent: 0,
};

const labels = () => [...document.querySelectorAll('.login-card .login-card-label')].map((label) => label.textContent);
const header = () => document.querySelector('.login-card header span')?.textContent;

describe('the login cards', () => {
  it("speak the dashboard's language when the class has none", () => {
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <LoginCardSheet students={[student]} teacherName="Ms Rivera" />
      </IntlProvider>,
    );
    expect(header()).toBe("Rink Money · Ms Rivera's class");
    expect(labels()).toEqual(['1. Go to', '2. Username', '3. Password']);
  });

  it("speak the class's language, whatever the dashboard's", async () => {
    await loadCatalogue('es');
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <LoginCardSheet students={[{ ...student, password: null }]} teacherName="Ms Rivera" language="es" />
      </IntlProvider>,
    );
    expect(header()).toBe('Rink Money · Grupo de Ms Rivera');
    expect(labels()).toEqual(['1. Entra a', '2. Nombre de usuario', '3. Contraseña']);
    expect(document.querySelectorAll('.login-card .login-card-value')[2]?.textContent).toBe('Pregúntale a tu docente');
  });
});
