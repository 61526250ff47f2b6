import { LIVE_EVENTS } from '@amc/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-with-providers';
import { useLiveEvent } from '../../lib/live-events-context';
import { LiveEventsProvider } from './live-events-provider';
import { LiveNotices } from './live-notices';

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

  it('tells of a promise at risk and a low rating with the page that shows them, one notice of a kind', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <LiveEventsProvider>
              <LiveNotices />
              <Outlet />
            </LiveEventsProvider>
          ),
          children: [
            { path: 'dashboard/default', element: <p>dashboard</p> },
            { path: 'complaint/list', element: <p>complaints</p> },
          ],
        },
      ],
      { path: '/dashboard/default', user: makeUser() },
    );
    await waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    FakeSource.opened[0]!.push(LIVE_EVENTS.complaintAlert);
    FakeSource.opened[0]!.push(LIVE_EVENTS.complaintAlert);
    expect(await screen.findByText('A promise needs attention')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('A promise needs attention')).toHaveLength(1));
    FakeSource.opened[0]!.push(LIVE_EVENTS.lowRating);
    expect(await screen.findByRole('link', { name: 'See the ratings' })).toHaveAttribute(
      'href',
      '/report/list?report=rating',
    );
    await user.click(screen.getByRole('link', { name: 'Complaints by due time' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/complaint/list',
        search: '?complaint.sort=due_at&complaint.order=asc',
      }),
    );
    expect(screen.getByText('complaints')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('A promise needs attention')).not.toBeInTheDocument());
    expect(screen.getByText('A low rating')).toBeInTheDocument();
  });
});
