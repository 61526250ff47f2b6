import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TOutboxMail } from '@amc/contracts';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { OutboxListPage } from './outbox-list-page';

const base: Omit<TOutboxMail, 'id' | 'to_address' | 'status' | 'last_error'> = {
  cc: null,
  subject: 'Reminder: Filter change on 03-03-2026',
  event: 'service_reminder',
  attempts: 10,
  next_attempt_at: '2026-03-01T02:00:00.000Z',
  sent_at: null,
  created_at: '2026-03-01T01:30:00.000Z',
};
const mails: TOutboxMail[] = [
  { ...base, id: 2, to_address: 'priya@example.com', status: 'failed', last_error: 'Mailbox full' },
  { ...base, id: 1, to_address: 'ravi@example.com', status: 'sent', attempts: 1, last_error: null },
];

function stubApi() {
  const retried: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0];
      if (path === '/api/mail/outbox/retry') {
        retried.push(JSON.parse(String(init?.body)));
        return Response.json({ message: 'The mail is queued to be sent again.' });
      }
      return Response.json({ data: mails, meta: { total: 2, totalExact: true, page: 1, pageSize: 10 } });
    }),
  );
  return retried;
}

describe('OutboxListPage', () => {
  it('shows each mail with its status and error, and sends a failed one again', async () => {
    const retried = stubApi();
    const user = userEvent.setup();
    renderRoutes([{ path: '/email-template/outbox', element: <OutboxListPage /> }], {
      path: '/email-template/outbox',
      user: makeUser(),
    });

    const failedRow = (await screen.findByText('priya@example.com')).closest('tr')!;
    const sentRow = screen.getByText('ravi@example.com').closest('tr')!;
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('Mailbox full')).toBeInTheDocument();
    expect(within(failedRow).getByText('Service reminder')).toBeInTheDocument();
    expect(within(sentRow).getByText('Sent')).toBeInTheDocument();

    // Only the failed mail offers "Send again".
    expect(within(sentRow).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    await user.click(within(failedRow).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(retried).toEqual([{ id: 2 }]));
    expect(await screen.findByText('The mail is queued to be sent again.')).toBeInTheDocument();
  });
});
