import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG, SCHEDULED_JOB_NAMES, type TOutboxMail } from '@amc/contracts';
import { makeUser } from '../../../test/fixtures';
import { bodiesSentTo, stubApi } from '../../../test/stub-api';
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

function stubOutboxApi() {
  return stubApi({
    'POST /mail/outbox/retry': { message: 'The mail is queued to be sent again.' },
    'GET /mail/outbox': { data: mails, meta: { total: 2, totalExact: true, page: 1, pageSize: 10 } },
    'GET /mail/jobs': {
      message: 'Scheduled jobs',
      data: SCHEDULED_JOB_NAMES.map((name) => ({
        name,
        next_run: name === 'contract_expiring' ? '2026-03-02T01:55:00.000Z' : null,
      })),
    },
    'POST /mail/jobs/run': {
      message: MSG.jobRan(2),
      data: { name: 'contract_expiring', made: 2 },
    },
  });
}

describe('OutboxListPage', () => {
  it('shows each mail with its status and error, and sends a failed one again', async () => {
    const calls = stubOutboxApi();
    const user = userEvent.setup();
    renderRoutes([{ path: '/email-template/outbox', element: <OutboxListPage /> }], {
      path: '/email-template/outbox',
      user: makeUser(),
    });

    const failedRow = (await screen.findByText('priya@example.com')).closest('tr')!;
    const sentRow = screen.getByText('ravi@example.com').closest('tr')!;
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('Mailbox full')).toBeInTheDocument();
    // The template waits in the columns menu (hidden at first): the list fits a laptop's width.
    expect(within(failedRow).queryByText('Service reminder')).not.toBeInTheDocument();
    expect(within(sentRow).getByText('Sent')).toBeInTheDocument();

    // Only the failed mail offers "Send again".
    expect(within(sentRow).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    await user.click(within(failedRow).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(bodiesSentTo(calls, 'POST /mail/outbox/retry')).toEqual([{ id: 2 }]));
    expect(await screen.findByText('The mail is queued to be sent again.')).toBeInTheDocument();
  });

  it('lists the scheduled jobs with their next run, and runs one now', async () => {
    const calls = stubOutboxApi();
    const user = userEvent.setup();
    renderRoutes([{ path: '/email-template/outbox', element: <OutboxListPage /> }], {
      path: '/email-template/outbox',
      user: makeUser(),
    });
    const jobs = await screen.findByTestId('scheduled-jobs');
    const row = within(jobs).getByText('Reminders before contracts end').closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent(/0[12]-03-2026 \d\d:55/));
    expect(within(jobs).getByText('Contract billing').closest('tr')!).toHaveTextContent(
      'Not scheduled in this process',
    );
    await user.click(within(row).getByRole('button', { name: 'Run now: Reminders before contracts end' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, 'POST /mail/jobs/run')).toEqual([{ name: 'contract_expiring' }]),
    );
    expect(await screen.findByText(MSG.jobRan(2))).toBeInTheDocument();
  });
});
