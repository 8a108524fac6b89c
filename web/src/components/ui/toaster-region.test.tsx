import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
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

describe('the snackbar', () => {
  it('shows a success message for 3 s (docs/product.md#api-errors), then takes it away', async () => {
    expect(SNACKBAR_MS).toBe(3_000);
    renderWithIntl(
      <ChakraProvider value={defaultSystem}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => {
      toaster.create({ type: 'success', title: 'Student Added Successfully' });
    });
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Student Added Successfully')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(SNACKBAR_MS - 300));
    expect(screen.queryByText('Student Added Successfully')).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.queryByText('Student Added Successfully')).toBeNull();
  });
});
