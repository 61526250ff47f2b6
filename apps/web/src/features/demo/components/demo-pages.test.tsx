import { ADMIN_MENU } from '@amc/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router/app-routes';
import { MAIL_OK_ROUTE, makePublicSettings, makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { bodiesSentTo, stubApi, type TApiRoutes } from '../../../test/stub-api';

const publicSettings = makePublicSettings();

/** The public routes the demo pages call, the demo on or off. */
function stubDemoApi(enabled: boolean, extra: TApiRoutes = {}) {
  return stubApi({
    'GET /setting/public': { message: 'ok', data: publicSettings },
    'GET /demo': { message: 'Demo', data: { enabled } },
    ...extra,
  });
}

// The first visit of a lazily loaded page compiles it: slow on a busy test machine.
const SLOW = { timeout: 8000 };

describe('the public demo pages', () => {
  it('lands on what the product does, with the ways into the demo', async () => {
    stubDemoApi(true);
    renderRoutes(appRoutes, { path: '/session/demo-home', user: null });
    expect(
      await screen.findByRole('heading', { name: 'Service, contracts and sales in one place' }, SLOW),
    ).toBeInTheDocument();
    for (const area of ['Contracts and visits', 'Stock and purchases', '41 languages'])
      expect(screen.getByRole('heading', { name: area })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Try the demo' })).toHaveAttribute(
      'href',
      '/session/demo-login',
    );
    expect(screen.getByRole('link', { name: 'Read the help document' })).toHaveAttribute(
      'href',
      '/session/demo-home/helpdocument',
    );
    expect(screen.getByRole('link', { name: 'What the administrator does' })).toHaveAttribute(
      'href',
      '/session/demo-home/admin-demo',
    );
  });

  it('offers no demo sign-in when the demo data is not loaded', async () => {
    stubDemoApi(false);
    renderRoutes(appRoutes, { path: '/session/demo-login', user: null });
    expect(
      await screen.findByText('The demo is not available on this installation.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign in/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('demo-notice')).not.toBeInTheDocument();
  });

  it('says on every page, signed out and signed in, that the demo records are made up', async () => {
    const notice =
      'Demo: this business, its people and its records are made up. Do not enter real data here.';
    stubDemoApi(true);
    const signedOut = renderRoutes(appRoutes, { path: '/session/signin', user: null });
    expect(await screen.findByText(notice, undefined, SLOW)).toBeInTheDocument();
    signedOut.unmount();
    stubDemoApi(true, {
      'GET /dashboard/sidemenu': { message: 'ok', data: ADMIN_MENU },
      'GET /message/unread-count': { message: 'ok', data: { count: 0 } },
      ...MAIL_OK_ROUTE,
    });
    renderRoutes(appRoutes, { path: '/help', user: makeUser() });
    expect(await screen.findByText(notice, undefined, SLOW)).toBeInTheDocument();
  });

  it('signs in with one click, sending only the role chosen', async () => {
    const calls = stubDemoApi(true, {
      'POST /demo/login': {
        error: false,
        message: 'Signed in successfully.',
        accessToken: 'jwt',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        // Which account answers is the server's (apps/api/test/demo-login.test.ts); the shell here is the admin's.
        user: makeUser(),
      },
      'GET /dashboard/sidemenu': { message: 'ok', data: ADMIN_MENU },
      'GET /message/unread-count': { message: 'ok', data: { count: 0 } },
      'GET /message/inbox': { data: [], meta: { total: 0, totalExact: true, page: 1, pageSize: 10 } },
      'GET /dashboard/data': () => ({ status: 404, body: { error: true, message: 'Not found', issues: [] } }),
      ...MAIL_OK_ROUTE,
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, { path: '/session/demo-login', user: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in: Customer' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/default'));
    expect(bodiesSentTo(calls, 'POST /demo/login')).toEqual([{ role: 'customer' }]);
  });

  it('is a help document: the help texts of /help, the whole menu, and how to do the main tasks', async () => {
    stubDemoApi(false);
    renderRoutes(appRoutes, { path: '/session/demo-home/helpdocument', user: null });
    expect(await screen.findByRole('heading', { name: 'Help document' }, SLOW)).toBeInTheDocument();
    // Shared with the in-app help (help.*), open at first.
    expect(
      screen.getByText(/enter the e-mail address and password your administrator gave you/),
    ).toBeVisible();
    expect(screen.getByText('Make a quotation and turn it into a sale')).toBeVisible();
    expect(screen.getByRole('button', { name: 'What each menu entry does' })).toBeInTheDocument();
  });

  it("lists the administrator's screens, with the demo administrator's sign-in only while the demo is on", async () => {
    stubDemoApi(false);
    renderRoutes(appRoutes, { path: '/session/demo-home/admin-demo', user: null });
    expect(
      await screen.findByText('The administrator runs the business from these screens:', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Access Rights')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Sign in as the demo administrator' }),
    ).not.toBeInTheDocument();
  });

  it('shows the discreet demo link on sign-in only while the demo is on', async () => {
    stubDemoApi(true);
    renderRoutes(appRoutes, { path: '/session/signin', user: null });
    expect(await screen.findByRole('link', { name: 'Try the demo' }, SLOW)).toHaveAttribute(
      'href',
      '/session/demo-login',
    );
  });
});
