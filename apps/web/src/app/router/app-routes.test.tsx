import { ADMIN_MENU } from '@amc/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { makePublicSettings, makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-with-providers';
import { type TApiRoutes, stubApi } from '../../test/stub-api';
import { appRoutes } from './app-routes';

const publicSettings = makePublicSettings({ registration_enabled: true });

function stubAppApi(extra: TApiRoutes = {}) {
  stubApi({
    'GET /setting/public': { message: 'ok', data: publicSettings },
    // The sign-in page asks whether the demo is loaded (its discreet demo link).
    'GET /demo': { message: 'Demo', data: { enabled: false } },
    'GET /dashboard/sidemenu': { message: 'ok', data: ADMIN_MENU },
    'GET /message/unread-count': { message: 'ok', data: { count: 0 } },
    'GET /message/inbox': { data: [], meta: { total: 0, totalExact: true, page: 1, pageSize: 10 } },
    // The figures are the dashboard test's concern: refused here, the page still greets the user.
    'GET /dashboard/data': () => ({ status: 404, body: { error: true, message: 'Not found', issues: [] } }),
    ...extra,
  });
}

describe('app routes', () => {
  it('sends signed-out visitors to sign-in and back to their page after signing in', async () => {
    stubAppApi({
      'POST /login': {
        error: false,
        message: 'Welcome back!',
        accessToken: 'jwt',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        user: makeUser(),
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, { path: '/message/list', user: null });

    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/session/signin');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/session/signup');

    await user.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Admin12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/message/list'));
    // The first visit of a lazily loaded page compiles it: slow on a busy test machine.
    expect(await screen.findByRole('heading', { name: 'Messages' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('jwt');
  });

  it('shows the access-denied screen for an admin-only page to a customer', async () => {
    stubAppApi();
    renderRoutes(appRoutes, {
      path: '/product/list',
      user: makeUser({ role_name: 'customer', permissions: [{ name: 'amc_view' }] }),
    });
    expect(
      await screen.findByText(
        "Oops! You don't have the access for this page contact to administrator.",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('redirects / to the dashboard and greets the user', async () => {
    stubAppApi();
    const { router } = renderRoutes(appRoutes, { path: '/', user: makeUser() });
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Asha!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/default');
    expect((await screen.findAllByText('© Acme Services')).length).toBeGreaterThan(0);
  });

  it('offers sign-up only while the administrator allows registration', async () => {
    stubAppApi({
      'GET /setting/public': { message: 'ok', data: { ...publicSettings, registration_enabled: false } },
    });
    renderRoutes(appRoutes, { path: '/session/signin', user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })).toBeInTheDocument();
    // The settings have arrived (the footer shows them), and still no sign-up link.
    expect((await screen.findAllByText('© Acme Services')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows a closed notice instead of the sign-up form when registration is off', async () => {
    stubAppApi({
      'GET /setting/public': { message: 'ok', data: { ...publicSettings, registration_enabled: false } },
    });
    renderRoutes(appRoutes, { path: '/session/signup', user: null });
    expect(
      await screen.findByText('Registration is closed. Please contact the administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/session/signin');
  });

  it('shows the sign-up form while registration is open', async () => {
    stubAppApi();
    renderRoutes(appRoutes, { path: '/session/signup', user: null });
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths inside the app, with its menu', async () => {
    stubAppApi();
    renderRoutes(appRoutes, { path: '/no/such/page', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of an unknown path to sign in', async () => {
    stubAppApi();
    renderRoutes(appRoutes, { path: '/no/such/page', user: null });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
