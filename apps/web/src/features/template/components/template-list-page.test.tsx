import type { TEmailTemplate } from '@amc/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { type TApiCall, bodiesSentTo, stubApi } from '../../../test/stub-api';
import { insertAtCursor } from './template-editor';
import { TemplateListPage } from './template-list-page';

const base = {
  language: 'en' as const,
  is_default: true,
  is_enabled: true,
  days_before: null,
  updated_at: '2026-01-01T00:00:00.000Z',
};
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

/** The texts of a language: English as above; German edited; Arabic its default. */
function templatesIn(language: string): TEmailTemplate[] {
  if (language === 'de')
    return templates.map((row) => ({
      ...row,
      language: 'de',
      subject: `DE ${row.subject}`,
      is_default: false,
    }));
  if (language === 'ar')
    return templates.map((row) => ({ ...row, language: 'ar', subject: `شكوى ${row.event}` }));
  return templates;
}

/**
 * The list answers the two templates in the language asked; preview, update and reset answer what the test
 * says, and are recorded.
 */
function stubTemplateApi(update: { status: number; body: unknown } = { status: 200, body: {} }) {
  return stubApi({
    'GET /template/list': ({ searchParams }: TApiCall) => ({
      body: { message: 'E-mail templates', data: templatesIn(searchParams.get('language') ?? 'en') },
    }),
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
    'POST /template/reset': ({ body }: TApiCall) => ({
      body: {
        message: 'The e-mail template is back to its default text in this language.',
        data: { ...templates[0]!, language: (body as { language: string }).language },
      },
    }),
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
      language: 'en',
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
        language: 'en',
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
          language: 'en',
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

  it("edits one language at a time: the admin's own first, another on picking, reset after a confirmation", async () => {
    const calls = stubTemplateApi();
    const user = userEvent.setup();
    renderPage();
    const subject = await screen.findByRole('textbox', { name: /^Subject/ });
    expect(subject).toHaveValue(templates[0]!.subject);
    expect(calls.find((call) => call.path === '/template/list')?.searchParams.get('language')).toBe('en');
    expect(screen.getByTestId('template-text-state')).toHaveTextContent('Default text');
    expect(screen.queryByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
    // Mantine puts dir on the box around the input, which the input's text follows.
    const dirOf = (input: HTMLElement) => input.parentElement?.getAttribute('dir');
    expect(dirOf(subject)).toBe('ltr');

    await user.click(screen.getByRole('combobox', { name: /^Language of the texts/ }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue(`DE ${templates[0]!.subject}`),
    );
    expect(screen.getByTestId('template-text-state')).toHaveTextContent('Edited');
    await waitFor(() =>
      expect(bodiesSentTo(calls, 'POST /template/preview').at(-1)).toMatchObject({ language: 'de' }),
    );

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to the default text?' });
    expect(dialog).toHaveTextContent('The edited Deutsch subject and body are replaced by the default text.');
    expect(bodiesSentTo(calls, 'POST /template/reset')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, 'POST /template/reset')).toEqual([
        { event: 'complaint_customer', language: 'de' },
      ]),
    );

    // A right-to-left language is typed and previewed right to left.
    await user.click(screen.getByRole('combobox', { name: /^Language of the texts/ }));
    await user.click(await screen.findByRole('option', { name: 'العربية' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('شكوى complaint_customer'),
    );
    expect(dirOf(screen.getByRole('textbox', { name: /^Subject/ }))).toBe('rtl');
    expect(dirOf(screen.getByRole('textbox', { name: /^Body/ }))).toBe('rtl');
    await waitFor(() => expect(screen.getByTestId('template-preview-subject')).toHaveAttribute('dir', 'rtl'));
  });
});
