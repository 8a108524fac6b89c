import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import type { ClassProgress } from './useClassProgress';
import { NO_STUDENTS, ProgressState } from './ProgressState';

afterEach(cleanup);

const show = (progress: ClassProgress) =>
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <ChakraProvider value={defaultSystem}>
        <ProgressState progress={progress}>{(rows) => <p>{rows.length} students</p>}</ProgressState>
      </ChakraProvider>
    </IntlProvider>,
  );

describe('a live class view before its rows', () => {
  it('says it is loading while the first snapshot is on its way', () => {
    show({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toContain('Loading your class');
  });

  it('says the class could not be loaded when the listener fails', () => {
    show({ status: 'error' });
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
  });

  it("shows the spec's words for an empty class", () => {
    show({ status: 'ready', rows: [] });
    expect(screen.getByText(NO_STUDENTS)).toBeTruthy();
    expect(NO_STUDENTS).toBe('No Students to Display');
  });
});
