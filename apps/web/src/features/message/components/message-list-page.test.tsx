import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { bodiesSentTo, stubApi } from '../../../test/stub-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { MessageListPage } from './message-list-page';

const summary = (id: number, subject: string, unread: number) => ({
  id,
  subject,
  participants: [{ id: 2, name: 'Ravi Kumar', role: 'employee' }],
  last_message: {
    snippet: 'See you',
    sender: { id: 2, name: 'Ravi Kumar', role: 'employee' },
    created_at: '2024-03-09T10:00:00.000Z',
  },
  last_message_at: '2024-03-09T10:00:00.000Z',
  unread_count: unread,
  unread: unread > 0,
});

function stubMessageApi() {
  return stubApi({
    'POST /message/store': {
      message: 'Message sent successfully.',
      data: {
        id: 9,
        subject: 'Hello',
        created_at: '2024-03-09T10:00:00.000Z',
        participants: [],
        messages: [],
      },
    },
    'GET /message/recipients': {
      message: 'ok',
      data: [{ id: 2, name: 'Ravi Kumar', role: 'employee', email: 'ravi@example.com' }],
    },
    'GET /message/sent': {
      data: [summary(4, 'Sent one', 0)],
      meta: { total: 1, totalExact: true, page: 1, pageSize: 10 },
    },
    'GET /message/inbox': {
      data: [summary(3, 'Unread one', 2), summary(5, 'Read one', 0)],
      meta: { total: 2, totalExact: true, page: 1, pageSize: 10 },
    },
  });
}

const renderPage = (path = '/message/list') =>
  renderRoutes([{ path: '/message/list', element: <MessageListPage /> }], { path, user: makeUser() });

afterEach(() => vi.unstubAllGlobals());

describe('MessageListPage', () => {
  it('shows unread conversations in bold with their count, and the sent tab from the URL', async () => {
    stubMessageApi();
    renderPage();
    const unread = await screen.findByRole('link', { name: 'Unread one' });
    expect(unread).toHaveStyle({ fontWeight: '700' });
    expect(screen.getByRole('link', { name: 'Read one' })).toHaveStyle({ fontWeight: '400' });
    expect(screen.getByLabelText('Unread messages: 2')).toHaveTextContent('2');
  });

  it('opens the sent tab from the URL', async () => {
    stubMessageApi();
    renderPage('/message/list?box=sent');
    expect(await screen.findByRole('link', { name: 'Sent one' })).toBeInTheDocument();
  });

  it('checks the compose form with the contract, then sends the chosen recipients as ids', async () => {
    const calls = stubMessageApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please choose at least one recipient.')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject is required!')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required!')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^Recipients/ }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar (Employee)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Hello');
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Line one');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, 'POST /message/store')).toEqual([
        { recipient_ids: [2], subject: 'Hello', body: 'Line one' },
      ]),
    );
  });
});
