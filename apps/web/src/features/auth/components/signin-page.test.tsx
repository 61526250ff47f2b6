import { MSG } from '@amc/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../../../lib/browser-storage';
import { SessionProvider } from '../../../lib/session';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { bodiesSentTo, stubApi } from '../../../test/stub-api';
import { SigninPage } from './signin-page';

afterEach(() => vi.unstubAllGlobals());

const session = (extra: object = {}) => ({
  body: {
    error: false,
    message: MSG.signedIn,
    accessToken: 'session-token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: makeUser(),
    ...extra,
  },
});
const secondStep = (step: 'code' | 'setup') => ({
  body: {
    error: false,
    message: step === 'code' ? MSG.secondStepNeeded : MSG.secondStepSetupNeeded,
    second_step: step,
    challenge: 'c'.repeat(64),
    expiresAt: '2099-01-01T00:00:00.000Z',
  },
});
const wrongCode = {
  status: 400,
  body: { error: true, message: MSG.codeWrong, issues: [{ path: 'code', message: MSG.codeWrong }] },
};

async function signInWithPassword() {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter>
      <SessionProvider initialUser={null}>
        <SigninPage registrationEnabled={false} />
      </SessionProvider>
    </MemoryRouter>,
  );
  await user.type(await screen.findByLabelText(/^Email/), 'admin@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Admin12345');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('SigninPage: the second step', () => {
  it('asks for the code after the password, shows a wrong one on its field, and takes a recovery code', async () => {
    let answer: object = wrongCode;
    const calls = stubApi({
      'POST /login': () => secondStep('code'),
      'POST /login/second-step': () => answer,
    });
    const user = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(MSG.codeFormat)).toBeInTheDocument();
    expect(bodiesSentTo(calls, 'POST /login/second-step')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Code from the app/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findAllByText(MSG.codeWrong)).not.toHaveLength(0);
    expect(bodiesSentTo(calls, 'POST /login/second-step')).toEqual([
      { challenge: 'c'.repeat(64), code: '123456' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    answer = session();
    await user.type(screen.getByLabelText(/^Recovery code/), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(getAccessToken()).toBe('session-token'));
    expect(bodiesSentTo(calls, 'POST /login/second-step').at(-1)).toEqual({
      challenge: 'c'.repeat(64),
      code: 'abcdefghjk',
    });
  });

  it('goes back to the password when the sign-in has expired', async () => {
    stubApi({
      'POST /login': () => secondStep('code'),
      'POST /login/second-step': () => ({
        status: 401,
        body: { error: true, message: MSG.secondStepExpired, issues: [] },
      }),
    });
    const user = await signInWithPassword();
    await user.type(await screen.findByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sets up an authenticator when the business requires one, and shows the recovery codes before signing in', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const calls = stubApi({
      'POST /login': () => secondStep('setup'),
      'POST /login/second-step/setup': () => ({
        body: {
          message: 'Two-factor setup',
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/x',
            qr: 'data:image/svg+xml;base64,PHN2Zz4=',
          },
        },
      }),
      'POST /login/second-step/enable': () => session({ message: MSG.twoFactorOn, recovery_codes: codes }),
    });
    const user = await signInWithPassword();
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(
      screen.getByRole('img', { name: 'QR code of your key for the authenticator app' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code from the app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    expect(await screen.findByTestId('recovery-codes')).toHaveTextContent(codes[9]!);
    expect(getAccessToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have kept them, continue' }));
    expect(getAccessToken()).toBe('session-token');
    expect(bodiesSentTo(calls, 'POST /login/second-step/setup')).toHaveLength(1);
  });
});
