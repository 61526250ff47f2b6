import { MSG } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../../../lib/browser-storage';
import { SessionProvider } from '../../../lib/session';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { bodiesSentTo, stubApi } from '../../../test/stub-api';
import { ChangePasswordModal } from './change-password-modal';

afterEach(() => vi.unstubAllGlobals());

describe('ChangePasswordModal', () => {
  it("asks the current password, shows the server's word on its field, and keeps the tab signed in with the new token", async () => {
    let wrong = true;
    const calls = stubApi({
      'POST /password/change': () =>
        wrong
          ? {
              status: 400,
              body: {
                error: true,
                message: MSG.currentPasswordWrong,
                issues: [{ path: 'current_password', message: MSG.currentPasswordWrong }],
              },
            }
          : {
              body: {
                error: false,
                message: MSG.passwordChanged,
                accessToken: 'new-token',
                expiresAt: '2099-01-01T00:00:00.000Z',
                user: makeUser(),
              },
            },
    });
    const sent = () => bodiesSentTo(calls, 'POST /password/change');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SessionProvider initialUser={makeUser()}>
        <ChangePasswordModal opened onClose={onClose} />
      </SessionProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    const submit = within(dialog).getByRole('button', { name: 'Change password' });

    await user.click(submit);
    expect(await within(dialog).findByText('Current password is required!')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Current password/), 'Nope1234');
    await user.type(within(dialog).getByLabelText(/^New password/), 'After1234');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'After1234');
    await user.click(submit);
    expect(await within(dialog).findByText(MSG.currentPasswordWrong)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    wrong = false;
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent().at(-1)).toEqual({
      current_password: 'Nope1234',
      password: 'After1234',
      password_confirmation: 'After1234',
    });
    expect(getAccessToken()).toBe('new-token');
  });
});
