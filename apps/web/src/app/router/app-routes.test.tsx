import { ADMIN_MENU } from '@amc/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { MAIL_OK_ROUTE, makePublicSettings, makeUser } from '../../test/fixtures';
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
    ...MAIL_OK_ROUTE,
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

  it('signs up by mail: the form says to check the mail, whatever the address', async () => {
    const sent = 'We have sent a mail to this address: open it to finish signing up.';
    stubAppApi({ 'POST /auth/register': { error: false, message: sent } });
    const user = userEvent.setup();
    renderRoutes(appRoutes, { path: '/session/signup', user: null });
    await user.type(await screen.findByLabelText(/Username/), 'Meera Nair');
    await user.type(screen.getByLabelText(/Email/), 'meera@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Welcome123');
    await user.type(screen.getByLabelText(/Confirm password/), 'Welcome123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeInTheDocument();
    expect(screen.getByText(sent)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('makes the account from the mailed link and signs it in', async () => {
    const token = 'a'.repeat(43);
    const calls = stubApi({
      'GET /setting/public': { message: 'ok', data: publicSettings },
      'GET /demo': { message: 'Demo', data: { enabled: false } },
      'GET /dashboard/sidemenu': { message: 'ok', data: ADMIN_MENU },
      'GET /message/unread-count': { message: 'ok', data: { count: 0 } },
      'GET /dashboard/data': () => ({ status: 404, body: { error: true, message: 'Not found', issues: [] } }),
      ...MAIL_OK_ROUTE,
      'POST /auth/register/confirm': {
        error: false,
        message: 'Your account has been created.',
        accessToken: 'jwt-new',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        user: makeUser({ role_name: 'customer' }),
      },
    });
    const { router } = renderRoutes(appRoutes, { path: `/session/signup/confirm/${token}`, user: null });
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('jwt-new'));
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/session/));
    // Sent once, with the link's token.
    expect(calls.filter((call) => call.path === '/auth/register/confirm').map((call) => call.body)).toEqual([
      { token },
    ]);
  });

  it('says a used or expired sign-up link is no good, with the way back to the form', async () => {
    stubAppApi({
      'POST /auth/register/confirm': () => ({
        status: 400,
        body: {
          error: true,
          message: 'This sign-up link is not valid or has expired. Please sign up again.',
          issues: [],
        },
      }),
    });
    renderRoutes(appRoutes, { path: `/session/signup/confirm/${'b'.repeat(43)}`, user: null });
    expect(
      await screen.findByText('This sign-up link is not valid or has expired. Please sign up again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/session/signup');
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
