import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { ApiTokensPage } from './api-tokens-page';

await addEnglishTexts(() => import('../../../i18n/locales/api-token/en.json'));

const TOKEN = {
  id: 7,
  name: 'Field app',
  hint: 'amc_pat_Xk3f',
  rights: ['complaint_view', 'task_view'],
  status: 'active',
  expires_at: '2027-02-01T10:00:00.000Z',
  last_used_at: null,
  last_used_ip: null,
  revoked_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('ApiTokensPage', () => {
  it('lists the tokens and makes one with the chosen rights, shown once', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api-token/list': {
        message: 'API tokens',
        data: { tokens: [TOKEN], rights: ['complaint_view', 'complaint_add', 'task_view'] },
      },
      'POST /api-token/store': {
        message: 'The token is made. Copy it now: it is not shown again.',
        data: {
          ...TOKEN,
          id: 8,
          name: 'Export',
          rights: ['complaint_view'],
          token: 'amc_pat_' + 'a'.repeat(32),
        },
      },
    });
    renderWithProviders(<ApiTokensPage />);
    const row = (await screen.findByText('Field app')).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New token' }));
    const dialog = await screen.findByRole('dialog');
    // Only the rights one holds are offered: no Users row.
    expect(within(dialog).queryByLabelText(/Users/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make the token' }));
    expect(await within(dialog).findByText('Choose at least one right for the token.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Export');
    await user.click(within(dialog).getByLabelText('Complaints: View'));
    await user.click(within(dialog).getByRole('button', { name: 'Make the token' }));
    expect(await within(dialog).findByTestId('new-api-token')).toHaveTextContent('amc_pat_' + 'a'.repeat(32));
    const store = calls.find((call) => call.path === '/api-token/store');
    expect(store?.body).toEqual({ name: 'Export', expires_in_days: 90, rights: ['complaint_view'] });
  });
});
