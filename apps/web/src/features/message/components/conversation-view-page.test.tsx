import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { ConversationViewPage } from './conversation-view-page';

const party = (id: number, name: string, role: 'admin' | 'employee') => ({ id, name, role });
const conversation = {
  id: 5,
  subject: 'AC service',
  created_at: '2024-03-09T10:00:00.000Z',
  participants: [party(2, 'Ravi Kumar', 'employee')],
  messages: [
    {
      id: 11,
      body: '<img src=x onerror="alert(1)"> please <b>call</b>\nsecond line',
      sender: party(2, 'Ravi Kumar', 'employee'),
      created_at: '2024-03-09T10:00:00.000Z',
      mine: false,
    },
  ],
};

/** The API answers conversation 5 and refuses 77; the returned function lists the POSTs (reply, delete) sent. */
function stubConversationApi() {
  const reply = {
    id: 12,
    body: 'On my way',
    sender: party(1, 'Asha Rao', 'admin'),
    created_at: '2024-03-09T11:00:00.000Z',
    mine: true,
  };
  const calls = stubApi({
    'POST /message/reply/5': {
      message: 'Reply sent successfully.',
      data: { ...conversation, messages: [...conversation.messages, reply] },
    },
    'POST /message/conversation/5/message/11/delete': {
      message: 'Message deleted successfully.',
      data: { id: 11 },
    },
    'GET /message/conversation/5': { message: 'ok', data: conversation },
    'GET /message/unread-count': { message: 'ok', data: { count: 0 } },
    // Another member's conversation, as the API answers it.
    'GET /message/conversation/77': () => ({
      status: 404,
      body: { error: true, message: 'The record you asked for does not exist.', issues: [] },
    }),
  });
  return () => calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }));
}

const renderPage = (path: string) =>
  renderRoutes([{ path: '/message/view-message', element: <ConversationViewPage /> }], {
    path,
    user: makeUser(),
  });

afterEach(() => vi.unstubAllGlobals());

describe('ConversationViewPage', () => {
  it('shows a body as plain text, never as HTML', async () => {
    stubConversationApi();
    const { container } = renderPage('/message/view-message?id=5');
    const item = await screen.findByTestId('message-item');
    expect(within(item).getByText(/please <b>call<\/b>/)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(within(item).getByText('Ravi Kumar')).toBeInTheDocument();
  });

  it('refuses an empty reply, then sends one and shows it in the thread', async () => {
    const posts = stubConversationApi();
    const user = userEvent.setup();
    renderPage('/message/view-message?id=5');
    await screen.findByTestId('message-item');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Message is required!')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'On my way');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(posts()).toEqual([{ path: '/message/reply/5', body: { body: 'On my way' } }]));
    expect(await screen.findAllByTestId('message-item')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  });

  it('hides one message after the confirmation', async () => {
    const posts = stubConversationApi();
    const user = userEvent.setup();
    renderPage('/message/view-message?id=5');
    await screen.findByTestId('message-item');
    await user.click(screen.getByRole('button', { name: 'Delete message' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() =>
      expect(posts()).toEqual([{ path: '/message/conversation/5/message/11/delete', body: undefined }]),
    );
  });

  it('says so when the id is missing or the conversation is not the caller’s', async () => {
    stubConversationApi();
    renderPage('/message/view-message?id=77');
    expect(await screen.findByText('The record you asked for does not exist.')).toBeInTheDocument();
  });
});
