import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { renderWithProviders } from '../test/render-with-providers';
import { notifyError, notifySuccess, TOAST_AUTO_CLOSE_MS } from './mutation-toasts';

/** Moves the clock on and lets the toasts' timers and transitions run. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('mutation toasts', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('hide a success after 4 seconds and an error after 5 (SPEC section 7)', async () => {
    expect(TOAST_AUTO_CLOSE_MS).toEqual({ success: 4000, error: 5000 });
    renderWithProviders(<div />);
    act(() => {
      notifySuccess('Tax added successfully.');
      notifyError(new Error('The tax is in use.'));
    });
    expect(await screen.findByText('Tax added successfully.')).toBeInTheDocument();
    expect(screen.getByText('The tax is in use.')).toBeInTheDocument();
    // Each has the close button SPEC asks for.
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);

    await wait(3700);
    expect(screen.getByText('Tax added successfully.')).toBeInTheDocument();
    await wait(800);
    expect(screen.queryByText('Tax added successfully.')).not.toBeInTheDocument();
    expect(screen.getByText('The tax is in use.')).toBeInTheDocument();
    await wait(1000);
    expect(screen.queryByText('The tax is in use.')).not.toBeInTheDocument();
  });

  it('stand in the top corner at the end of reading: right, and left in a right-to-left language', async () => {
    const cornerOf = (text: string) =>
      screen.getByText(text).closest('[data-position]')?.getAttribute('data-position');
    const first = renderWithProviders(<div />);
    act(() => notifySuccess('Tax added successfully.'));
    await screen.findByText('Tax added successfully.');
    expect(cornerOf('Tax added successfully.')).toBe('top-right');
    first.unmount();

    await changeLanguage('ar');
    try {
      renderWithProviders(<div />);
      act(() => notifyError(new Error('A sentence nobody translated.')));
      await screen.findByText('A sentence nobody translated.');
      expect(cornerOf('A sentence nobody translated.')).toBe('top-left');
    } finally {
      await changeLanguage('en');
    }
  });
});
