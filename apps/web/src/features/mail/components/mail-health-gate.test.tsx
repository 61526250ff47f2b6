import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { MailHealthGate } from './mail-health-gate';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const health = (data: object) => ({
  body: {
    message: 'Mail',
    data: { configured: true, server_url: false, failing_since: null, last_error: null, ...data },
  },
});

function renderGate(role: 'admin' | 'employee' = 'admin') {
  renderWithProviders(
    <MemoryRouter>
      <SessionProvider initialUser={makeUser({ role_name: role })}>
        <MailHealthGate />
        <p>page</p>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('MailHealthGate', () => {
  it('tells an admin that no mail server is set up, with the way to the mail settings, until closed', async () => {
    stubApi({ 'GET /mail/status': () => health({ configured: false }) });
    renderGate();
    expect(await screen.findByText('Mail is not set up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the mail settings and send a test mail' })).toHaveAttribute(
      'href',
      '/setting#mail',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Mail is not set up')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('mailBannerClosed')).toBe('1');
  });

  it("shows the mail server's last words while its sends fail", async () => {
    stubApi({
      'GET /mail/status': () =>
        health({
          failing_since: '2026-11-29T08:00:00.000Z',
          last_error: 'connect ECONNREFUSED 10.0.0.5:587',
        }),
    });
    renderGate();
    expect(await screen.findByText('Mail is not going out')).toBeInTheDocument();
    expect(screen.getByText('connect ECONNREFUSED 10.0.0.5:587')).toBeInTheDocument();
  });

  it('says nothing while mail goes out, and never asks for an employee', async () => {
    const calls = stubApi({ 'GET /mail/status': () => health({}) });
    renderGate();
    expect(await screen.findByText('page')).toBeInTheDocument();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('mail-health-banner')).not.toBeInTheDocument();
  });

  it('does not ask the server for anyone but an admin', async () => {
    const calls = stubApi({});
    renderGate('employee');
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
