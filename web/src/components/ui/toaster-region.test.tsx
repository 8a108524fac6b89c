import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { SNACKBAR_MS, toaster } from './toaster';
import { Toaster } from './toaster-region';
import { renderWithIntl } from '@/i18n/testing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => toaster.remove());
  cleanup();
  vi.useRealTimers();
});

function renderToaster(language: 'en' | 'es' = 'en') {
  renderWithIntl(
    <ChakraProvider value={defaultSystem}>
      <Toaster />
    </ChakraProvider>,
    { language },
  );
}

/** The app's toaster with one success message, slid in. */
async function showToast(title: string) {
  renderToaster();
  act(() => {
    toaster.create({ type: 'success', title });
  });
  await act(async () => vi.advanceTimersByTimeAsync(100));
}

describe('the snackbar', () => {
  it('shows a success message for 3 s (docs/product.md#api-errors), then takes it away', async () => {
    expect(SNACKBAR_MS).toBe(3_000);
    await showToast('Student Added Successfully');
    expect(screen.getByText('Student Added Successfully')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(SNACKBAR_MS - 300));
    expect(screen.queryByText('Student Added Successfully')).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.queryByText('Student Added Successfully')).toBeNull();
  });

  it('holds the messages while the pointer is over them, however long, and lets them go 3 s after it leaves (WCAG 2.2.1)', async () => {
    await showToast('Student Deleted Successfully');
    const region = screen.getByRole('region', { name: 'Messages (Alt+T)' });
    fireEvent.mouseEnter(region);
    await act(async () => vi.advanceTimersByTimeAsync(4 * SNACKBAR_MS));
    expect(screen.queryByText('Student Deleted Successfully')).not.toBeNull();
    fireEvent.mouseLeave(region);
    await act(async () => vi.advanceTimersByTimeAsync(SNACKBAR_MS + 1_500));
    expect(screen.queryByText('Student Deleted Successfully')).toBeNull();
  });

  it('takes the focus on Alt+T and holds the messages while it has it (WCAG 2.2.1)', async () => {
    await showToast('Student Added Successfully');
    fireEvent.keyDown(document, { altKey: true, code: 'KeyT', key: 't' });
    await act(async () => vi.advanceTimersByTimeAsync(100));
    const region = screen.getByRole('region', { name: 'Messages (Alt+T)' });
    expect(region.contains(document.activeElement)).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(4 * SNACKBAR_MS));
    expect(screen.queryByText('Student Added Successfully')).not.toBeNull();
  });

  it("names its region in the screen's language, with the key that reaches it", async () => {
    renderToaster('es');
    expect(screen.getByRole('region', { name: 'Mensajes (Alt+T)' })).toBeTruthy();
  });
});
