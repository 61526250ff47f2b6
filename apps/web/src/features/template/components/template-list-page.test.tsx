import type { TEmailTemplate } from '@amc/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { type TApiCall, bodiesSentTo, stubApi } from '../../../test/stub-api';
import { insertAtCursor } from './template-editor';
import { TemplateListPage } from './template-list-page';

const base = { is_enabled: true, days_before: null, updated_at: '2026-01-01T00:00:00.000Z' };
const templates: TEmailTemplate[] = [
  {
    ...base,
    id: 1,
    event: 'complaint_customer',
    name: 'Complaint notice to customer',
    subject: 'Complaint {{complaint_number}} registered',
    body: '<p>Dear {{customer_name}}</p>',
    variables: ['customer_name', 'complaint_number', 'description'],
  },
  {
    ...base,
    id: 2,
    event: 'service_reminder',
    name: 'Service reminder',
    subject: 'Reminder',
    body: '<p>Soon</p>',
    variables: ['service_title'],
    days_before: 2,
  },
];

/** The list answers the two templates; preview and update answer what the test says, and are recorded. */
function stubTemplateApi(update: { status: number; body: unknown } = { status: 200, body: {} }) {
  return stubApi({
    'GET /template/list': { message: 'E-mail templates', data: templates },
    'POST /template/preview': ({ body }: TApiCall) => {
      const { subject, body: html } = body as { subject: string; body: string };
      return {
        body: {
          message: 'Preview',
          data: { subject: `Rendered: ${subject}`, html: `<p>${html.length} chars</p>` },
        },
      };
    },
    'POST /template/update': () => update,
  });
}

const renderPage = (path = '/email-template/list') =>
  renderRoutes([{ path: '/email-template/list', element: <TemplateListPage /> }], { path, user: makeUser() });

describe('insertAtCursor', () => {
  it('replaces the selection, or appends without one', () => {
    expect(insertAtCursor('Dear X,', '{{first_name}}', 5, 6)).toEqual({
      text: 'Dear {{first_name}},',
      cursor: 19,
    });
    expect(insertAtCursor('Hi ', '{{date}}', null, null)).toEqual({ text: 'Hi {{date}}', cursor: 11 });
  });
});

describe('TemplateListPage', () => {
  it('inserts a clicked variable at the cursor of the field last typed in, and previews the change', async () => {
    const calls = stubTemplateApi();
    renderPage();
    const subject = await screen.findByRole('textbox', { name: /^Subject/ });
    const body = screen.getByRole('textbox', { name: /^Body/ });
    // The first preview renders the stored texts.
    await waitFor(() => expect(bodiesSentTo(calls, 'POST /template/preview')).toHaveLength(1));
    expect(bodiesSentTo(calls, 'POST /template/preview')[0]).toEqual({
      event: 'complaint_customer',
      subject: templates[0]!.subject,
      body: templates[0]!.body,
    });
    expect(await screen.findByTestId('template-preview-subject')).toHaveTextContent(
      'Rendered: Complaint {{complaint_number}} registered',
    );

    fireEvent.focus(body);
    (body as HTMLTextAreaElement).setSelectionRange(8, 8);
    await userEvent.click(screen.getByRole('button', { name: 'Insert description' }));
    expect(body).toHaveValue('<p>Dear {{description}}{{customer_name}}</p>');
    // The cursor goes back into the body, just after what was inserted.
    await waitFor(() => expect(body).toHaveFocus());
    expect((body as HTMLTextAreaElement).selectionStart).toBe(23);

    fireEvent.focus(subject);
    (subject as HTMLInputElement).setSelectionRange(0, 9);
    await userEvent.click(screen.getByRole('button', { name: 'Insert customer_name' }));
    expect(subject).toHaveValue('{{customer_name}} {{complaint_number}} registered');

    await waitFor(() =>
      expect(bodiesSentTo(calls, 'POST /template/preview').at(-1)).toEqual({
        event: 'complaint_customer',
        subject: '{{customer_name}} {{complaint_number}} registered',
        body: '<p>Dear {{description}}{{customer_name}}</p>',
      }),
    );
    // Debounced: the two quick edits were previewed once, after the typing stopped.
    expect(bodiesSentTo(calls, 'POST /template/preview')).toHaveLength(2);
    const frame = screen.getByTitle('Preview');
    expect(frame).toHaveAttribute('sandbox', '');
  });

  it('saves with the contract, puts the server issue on its field, and shows days before for the reminder only', async () => {
    const calls = stubTemplateApi({
      status: 400,
      body: {
        error: true,
        message: 'The variable password is not available in this template.',
        issues: [{ path: 'body', message: 'The variable password is not available in this template.' }],
      },
    });
    const user = userEvent.setup();
    renderPage();
    const body = await screen.findByRole('textbox', { name: /^Body/ });
    expect(screen.queryByRole('textbox', { name: /^Days before/ })).not.toBeInTheDocument();

    await user.clear(body);
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Body is required!')).toBeInTheDocument();
    expect(bodiesSentTo(calls, 'POST /template/update')).toHaveLength(0);

    await user.type(body, '{{{{password}}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, 'POST /template/update')).toEqual([
        {
          event: 'complaint_customer',
          subject: templates[0]!.subject,
          body: '{{password}}',
          is_enabled: true,
          days_before: null,
        },
      ]),
    );
    expect(
      await screen.findAllByText('The variable password is not available in this template.'),
    ).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Service reminder/ }));
    expect(await screen.findByRole('textbox', { name: /^Days before/ })).toHaveValue('2');
  });
});
