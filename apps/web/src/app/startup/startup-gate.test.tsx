import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeLogin } from '../../lib/browser-storage';
import { useSession } from '../../lib/session';
import { makeUser } from '../../test/fixtures';
import { stubApi } from '../../test/stub-api';
import { AppProviders } from '../providers/app-providers';
import { createQueryClient } from '../providers/query-client';
import { StartupGate } from './startup-gate';

// The app's routes need the whole app; one page saying who is signed in shows what the gate decided.
vi.mock('../router/create-app-router', () => ({
  createAppRouter: () => createMemoryRouter([{ path: '*', element: <WhoIsSignedIn /> }]),
}));

function WhoIsSignedIn() {
  const { user } = useSession();
  return <p>{user ? `Signed in as ${user.full_name}` : 'Signed out'}</p>;
}

const EMPLOYEE = makeUser({ id: 12, role_name: 'employee', full_name: 'Ravi Kumar', permissions: [] });

function signInEarlier() {
  const { permissions: _none, ...user } = EMPLOYEE;
  storeLogin({
    error: false,
    message: 'Welcome',
    accessToken: 'jwt',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user,
    permissions: [],
  });
}

function renderGate() {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <StartupGate />
    </AppProviders>,
  );
}

/** fetch as with no signal: the request never reaches a server. */
function noSignal() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

// Each test starts signed out and with the real fetch: the stored session and the stubbed API are per test.
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('StartupGate with no signal', () => {
  it('starts a signed-in user on the profile of the last start instead of the error', async () => {
    signInEarlier();
    noSignal();
    renderGate();
    expect(await screen.findByText('Signed in as Ravi Kumar')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('jwt');
  });

  it('shows the unreachable-server error to a visitor who was not signed in', async () => {
    noSignal();
    renderGate();
    expect(
      await screen.findByText('Please set your domain url in .env file and try again'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Signed/)).not.toBeInTheDocument();
  });

  it('still checks the profile with the server when it answers', async () => {
    signInEarlier();
    stubApi({
      'GET /test/backend': { status: 'ok', version: '1' },
      'GET /install/check': {
        message: 'ok',
        data: { install_status: true, setup_code_required: false, mail_preset: false },
      },
      // The branding of the signed-out pages; not what this test is about.
      'GET /setting/public': () => ({ status: 503, body: { error: true, message: 'Later', issues: [] } }),
      'GET /user/profile': () => ({
        status: 401,
        body: { error: true, message: 'Session expired', issues: [] },
      }),
    });
    renderGate();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem('amcSessionUser')).toBeNull();
  });
});

describe('StartupGate on a slow line', () => {
  it('sends the backend test, the install check and the profile together, and shows nothing before the first', async () => {
    signInEarlier();
    let answerBackend = () => {};
    const backendHeld = new Promise<void>((resolve) => (answerBackend = resolve));
    const calls = stubApi({
      'GET /test/backend': async () => {
        await backendHeld;
        return { body: { status: 'ok', version: '1' } };
      },
      'GET /install/check': {
        message: 'ok',
        data: { install_status: true, setup_code_required: false, mail_preset: false },
      },
      'GET /user/profile': { message: 'ok', data: EMPLOYEE },
      'GET /setting/public': () => ({ status: 503, body: { error: true, message: 'Later', issues: [] } }),
    });
    renderGate();
    await vi.waitFor(() =>
      expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(
        expect.arrayContaining(['GET /test/backend', 'GET /install/check', 'GET /user/profile']),
      ),
    );
    // The answers are read in the SPEC's order: no screen until the backend test has answered.
    expect(screen.queryByText(/Signed/)).not.toBeInTheDocument();
    answerBackend();
    expect(await screen.findByText('Signed in as Ravi Kumar')).toBeInTheDocument();
  });
});
