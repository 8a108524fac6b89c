import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { STEADY_PRESSES_FOR_FULL_BONUS } from '@rink/game';
import { renderWithIntl } from '@/i18n/testing';
import { createCheerStore } from '../cheer/cheer-store';
import { SteadyWaitMessage } from './SteadyWait';

afterEach(cleanup);

/** The steady wait's words after `presses` presses, in a language. */
function said(language: 'en' | 'es', presses: number): string {
  const store = createCheerStore();
  for (let i = 0; i < presses; i += 1) store.press('steady');
  const { container } = renderWithIntl(<SteadyWaitMessage store={store} />, { language });
  return container.textContent ?? '';
}

describe('the steady wait', () => {
  it('counts the cheers still needed, one and many', () => {
    expect(said('en', STEADY_PRESSES_FOR_FULL_BONUS - 1)).toBe('Keep cheering at your own pace: 1 more cheer for the full bonus');
    expect(said('en', 0)).toBe(`Keep cheering at your own pace: ${STEADY_PRESSES_FOR_FULL_BONUS} more cheers for the full bonus`);
  });

  it('says it in Spanish, the verb agreeing with the count', () => {
    expect(said('es', STEADY_PRESSES_FOR_FULL_BONUS - 1)).toBe('Sigue animando a tu ritmo: falta 1 toque para el bono completo');
    expect(said('es', 0)).toBe(`Sigue animando a tu ritmo: faltan ${STEADY_PRESSES_FOR_FULL_BONUS} toques para el bono completo`);
  });

  it('follows the presses as they come', () => {
    const store = createCheerStore();
    const { container } = renderWithIntl(<SteadyWaitMessage store={store} />);
    act(() => store.press('steady'));
    expect(container.textContent).toContain(`${STEADY_PRESSES_FOR_FULL_BONUS - 1} more cheers`);
  });
});
