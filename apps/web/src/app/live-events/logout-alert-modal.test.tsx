import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { LogoutAlertModal } from './logout-alert-modal';

/** The alert as the provider holds it: open until closed, and opened again by a second notice. */
function Harness({ onLogout }: { onLogout: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        notice
      </button>
      <LogoutAlertModal opened={opened} onClose={() => setOpened(false)} onLogout={onLogout} />
    </>
  );
}

function renderAlert() {
  const onLogout = vi.fn();
  renderWithProviders(<Harness onLogout={onLogout} />);
  return { onLogout };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LogoutAlertModal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down 7 seconds, then signs out once', async () => {
    const { onLogout } = renderAlert();
    expect(screen.getByRole('dialog', { name: 'Log out alert!' })).toBeInTheDocument();
    expect(screen.getByTestId('logout-countdown')).toHaveTextContent('Signing out in 7 s');
    tick(1000);
    expect(screen.getByTestId('logout-countdown')).toHaveTextContent('Signing out in 6 s');
    tick(5000);
    expect(screen.getByTestId('logout-countdown')).toHaveTextContent('Signing out in 1 s');
    expect(onLogout).not.toHaveBeenCalled();
    tick(1000);
    expect(onLogout).toHaveBeenCalledTimes(1);
    tick(3000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('closing it early does not sign out', async () => {
    const { onLogout } = renderAlert();
    tick(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    tick(10_000);
    expect(screen.queryByTestId('logout-countdown')).not.toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('signs out at once on request', async () => {
    const { onLogout } = renderAlert();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('starts again from 7 when it opens again', async () => {
    const { onLogout } = renderAlert();
    tick(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'notice', hidden: true }));
    tick(0);
    expect(screen.getByTestId('logout-countdown')).toHaveTextContent('Signing out in 7 s');
    tick(6000);
    expect(onLogout).not.toHaveBeenCalled();
    tick(1000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
