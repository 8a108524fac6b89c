import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDeviceLanguage } from '@/i18n/language-setting';
import { renderWithIntl } from '@/i18n/testing';
import { EquationBoard } from './EquationBoard';

const Chakra = ({ children }: { children: ReactNode }) => <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>;

afterEach(() => {
  cleanup();
  setDeviceLanguage('en');
});

describe('the equation board', () => {
  it('reads the equation in the specification’s English', () => {
    renderWithIntl(<EquationBoard total={20} savings={2.5} spent={15} remaining={2.5} />, { wrapper: Chakra });
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('Budget: $20 total minus $2.50 savings minus $15 spent equals $2.50 remaining');
    expect(screen.getByText('Remaining')).toBeTruthy();
  });

  it('reads it in Spanish, money included', () => {
    setDeviceLanguage('es');
    renderWithIntl(<EquationBoard total={1500} savings={0} spent={15} remaining={1485} />, { language: 'es', wrapper: Chakra });
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe(
      'Presupuesto: $1.50 mil en total menos $0 de ahorros menos $15 gastado es igual a $1.49 mil disponible',
    );
    expect(screen.getByText('Disponible')).toBeTruthy();
  });
});
