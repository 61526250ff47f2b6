import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { WebhooksPage } from './webhooks-page';

await addEnglishTexts(() => import('../../../i18n/locales/webhook/en.json'));

const HOOK = {
  id: 3,
  url: 'https://hooks.example.com/amc',
  secret: 'whsec_abcdefghijklmnopqrstuvwxyz012345',
  events: ['complaint.created', 'bill.created'],
  status: 'paused',
  failures_in_row: 10,
  paused_at: '2026-11-30T06:00:00.000Z',
  created_at: '2026-11-29T06:00:00.000Z',
  last_delivery: { status: 'queued', event: 'complaint.created', at: '2026-11-30T05:59:00.000Z' },
};

describe('WebhooksPage', () => {
  it('shows each endpoint with its events, hidden secret and log; adds one with the chosen events', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /webhook/list': { message: 'Webhooks', data: [HOOK] },
      'GET /webhook/deliveries/3': {
        message: 'Deliveries',
        data: [
          {
            id: 9,
            delivery_id: '5f0c2a1e-0000-4000-8000-000000000000',
            event: 'complaint.created',
            status: 'failed',
            attempts: 1,
            next_attempt_at: '2026-11-30T06:00:00.000Z',
            created_at: '2026-11-30T05:59:00.000Z',
            delivered_at: null,
            tries: [
              {
                status: 500,
                response: 'Internal error',
                error: null,
                duration_ms: 40,
                created_at: '2026-11-30T05:59:01.000Z',
              },
            ],
          },
        ],
      },
      'POST /webhook/store': { message: 'The webhook is saved.', data: { ...HOOK, id: 4, status: 'active' } },
    });
    renderWithProviders(<WebhooksPage />);
    const card = await screen.findByTestId('webhook-card-3');
    expect(within(card).getByText('Paused')).toBeInTheDocument();
    expect(within(card).getByText('Bill created')).toBeInTheDocument();
    expect(within(card).queryByText(HOOK.secret)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show' }));
    expect(within(card).getByText(HOOK.secret)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Deliveries' }));
    expect(await within(card).findByText('Internal error')).toBeInTheDocument();
    expect(within(card).getByText('Failed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Address/), 'https://erp.example.com/in');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one event.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/^Payment received/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByTestId('webhook-card-3');
    expect(calls.find((call) => call.path === '/webhook/store')?.body).toEqual({
      url: 'https://erp.example.com/in',
      events: ['payment.received'],
    });
  });
});
