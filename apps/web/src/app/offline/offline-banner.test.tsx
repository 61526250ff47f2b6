import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers/app-providers';
import { OfflineBanner } from './offline-banner';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function renderBanner(queryClient = new QueryClient()) {
  render(
    <AppProviders queryClient={queryClient} env="test">
      <OfflineBanner />
    </AppProviders>,
  );
  return queryClient;
}

describe('OfflineBanner', () => {
  // React Query's online state is global: leave it online for the next test.
  afterEach(() => {
    act(() => setOnline(true));
    vi.restoreAllMocks();
  });

  it('shows while offline with the time of the kept data, and goes when the network is back', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      ['my-work'],
      { visits: [] },
      { updatedAt: new Date(2026, 10, 24, 8, 5).getTime() },
    );
    // Not kept offline: its newer time is not the one shown.
    queryClient.setQueryData(['list', '/sale/list', {}], { data: [] });
    renderBanner(queryClient);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();

    act(() => setOnline(false));
    const banner = await screen.findByTestId('offline-banner', {}, { timeout: 5000 });
    expect(banner).toHaveTextContent('You are offline. Showing what was saved at 24-11-2026 08:05.');
    // 44 px (2.75rem): a phone's touch height, so the notice is not a thin strip.
    expect(banner.style.minHeight).toContain('2.75rem');

    act(() => setOnline(true));
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it('says so when nothing is kept on the device yet', async () => {
    renderBanner();
    act(() => setOnline(false));
    expect(await screen.findByTestId('offline-banner', {}, { timeout: 5000 })).toHaveTextContent(
      'You are offline. Nothing has been saved on this device yet.',
    );
  });
});
