import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/i18n/testing';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { RegistrationForm } from './components/RegistrationForm';
import { ResetPasswordForm } from './components/ResetPasswordForm';

const Frame = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={defaultSystem}>
    <MemoryRouter>{children}</MemoryRouter>
  </ChakraProvider>
);

afterEach(cleanup);

describe('teacher registration', () => {
  it('keeps the specification’s English, the checks’ messages included', () => {
    renderWithIntl(<RegistrationForm />, { wrapper: Frame });
    expect(document.title).toBe('Rink Money — Teacher Registration');
    expect(screen.getByText('Number of students, 1 to 1500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fix the 13 fields marked above.');
    expect(screen.getAllByText('*Required.')).toHaveLength(11);
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });

  it('speaks Spanish, the checks’ messages through the server texts', () => {
    renderWithIntl(<RegistrationForm />, { language: 'es', wrapper: Frame });
    expect(document.title).toBe('Rink Money — Registro de docentes');
    expect(screen.getByText('Número de estudiantes, de 1 a 1500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(screen.getByRole('alert').textContent).toBe('Corrige los 13 campos marcados arriba.');
    expect(screen.queryByText('*Required.')).toBeNull();
  });
});

describe('the password pages', () => {
  it('ask for the email in English and in Spanish', () => {
    renderWithIntl(<ForgotPasswordForm />, { wrapper: Frame });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Email Required')).toBeTruthy();
    cleanup();
    renderWithIntl(<ForgotPasswordForm />, { language: 'es', wrapper: Frame });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.queryByText('Email Required')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Olvidé mi contraseña');
  });

  it('say when a reset link has no code', () => {
    renderWithIntl(<ResetPasswordForm />, { language: 'es', wrapper: Frame });
    expect(screen.getByRole('alert').textContent).toContain('Este enlace no está completo');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeTruthy();
  });
});
