import { LIVE_EVENTS } from '@amc/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-with-providers';
import { useLiveEvent } from '../../lib/live-events-context';
import { LiveEventsProvider } from './live-events-provider';

class FakeSource {
  static opened: FakeSource[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  push(event: string) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}

function MessageCounter() {
  const [count, setCount] = useState(0);
  useLiveEvent(LIVE_EVENTS.messageReceived, () => setCount((n) => n + 1));
  return <p>new messages: {count}</p>;
}

const renderShell = (role: 'employee' | 'customer' | 'admin') =>
  renderRoutes(
    [
      {
        path: '/dashboard/default',
        element: (
          <LiveEventsProvider>
            <MessageCounter />
          </LiveEventsProvider>
        ),
      },
    ],
    { path: '/dashboard/default', user: makeUser({ role_name: role }) },
  );

describe('LiveEventsProvider', () => {
  beforeEach(() => {
    FakeSource.opened = [];
    vi.stubGlobal('EventSource', FakeSource);
    localStorage.setItem('accessToken', 'the-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens one stream with the session token and hands notices to useLiveEvent', async () => {
    renderShell('customer');
    await waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    expect(FakeSource.opened[0]!.url).toBe('/api/listenEventMessage?token=the-token');
    FakeSource.opened[0]!.push(LIVE_EVENTS.messageReceived);
    FakeSource.opened[0]!.push(LIVE_EVENTS.messageReceived);
    expect(screen.getByText('new messages: 2')).toBeInTheDocument();
  });

  it('alerts an employee on employee_permission_updated and signs out, closing the stream', async () => {
    const user = userEvent.setup();
    renderShell('employee');
    await waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    FakeSource.opened[0]!.push(LIVE_EVENTS.customerPermissionUpdated);
    expect(screen.queryByRole('dialog', { name: 'Log out alert!' })).not.toBeInTheDocument();
    FakeSource.opened[0]!.push(LIVE_EVENTS.employeePermissionUpdated);
    expect(await screen.findByRole('dialog', { name: 'Log out alert!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out now' }));
    await waitFor(() => expect(FakeSource.opened[0]!.closed).toBe(true));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('leaves the admin signed in whatever role changed', async () => {
    renderShell('admin');
    await waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    FakeSource.opened[0]!.push(LIVE_EVENTS.employeePermissionUpdated);
    FakeSource.opened[0]!.push(LIVE_EVENTS.customerPermissionUpdated);
    expect(screen.queryByRole('dialog', { name: 'Log out alert!' })).not.toBeInTheDocument();
  });
});
