import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { deviceLanguage, setDeviceLanguage } from '@/i18n/language-setting';
import { FirstScreenLanguageChooser } from './FirstScreenLanguageChooser';

beforeEach(() => setDeviceLanguage('en'));
afterEach(cleanup);

describe('the first screens’ language chooser', () => {
  it('offers English and Español, each named in itself, under a label in the screen’s language', () => {
    render(<FirstScreenLanguageChooser />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveProperty('value', 'en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Español']);
  });

  it('sets the device’s language, and the screen speaks it at once', () => {
    render(<FirstScreenLanguageChooser />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    expect(deviceLanguage()).toBe('es');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveProperty('value', 'es');
  });
});
