import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_EVENTS, type TImportDetail } from '@amc/contracts';
import { saveBlob } from '../../../components/data-table/download-csv';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { LiveEventsContext, type TLiveEventListener } from '../../../lib/live-events-context';
import { renderWithProviders } from '../../../test/render-with-providers';
import { bodiesSentTo, stubApi } from '../../../test/stub-api';
import { ImportPage } from './import-page';

vi.mock('../../../components/data-table/download-csv', () => ({ saveBlob: vi.fn() }));

await addEnglishTexts(() => import('../../../i18n/locales/import/en.json'));

const UPLOADED: TImportDetail = {
  id: 7,
  kind: 'customer',
  file_name: 'customers.xlsx',
  status: 'uploaded',
  headers: ['Email', 'First name', 'Town', 'Surname'],
  mapping: ['email', 'first_name', 'city', null],
  welcome_mail: false,
  total_rows: null,
  processed_rows: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  refused: 0,
  failure: null,
  created_by: null,
  created_at: '2026-11-30T06:00:00.000Z',
  finished_at: null,
  fields: [
    { key: 'email', label: 'Email', required: true },
    { key: 'first_name', label: 'First name', required: true },
    { key: 'last_name', label: 'Last name', required: true },
    { key: 'city', label: 'City', required: false },
  ],
  refusals: [],
};

/** A stand-in for the live-event stream: the test sends the notices. */
function fakeLiveEvents() {
  const listeners = new Set<TLiveEventListener>();
  return {
    value: {
      subscribe: (event: string, listener: TLiveEventListener) => {
        const named: TLiveEventListener = (name) => name === event && listener(name);
        listeners.add(named);
        return () => listeners.delete(named);
      },
    },
    send: (event: string) => act(() => listeners.forEach((listener) => listener(event))),
  };
}

describe('ImportPage', () => {
  it('uploads a file, maps its columns, previews, checks with live progress and downloads the refused rows', async () => {
    const user = userEvent.setup();
    let job: TImportDetail = UPLOADED;
    const calls = stubApi({
      'GET /import/list': { message: 'ok', data: { imports: [] } },
      'POST /import/upload': () => ({ body: { message: 'The file is read.', data: job } }),
      'GET /import/view/7': () => ({ body: { message: 'ok', data: job } }),
      'POST /import/preview/7': {
        message: 'ok',
        data: {
          rows: [
            {
              row: 2,
              cells: ['asha@example.com', 'Asha', 'Rao', ''],
              values: { email: 'asha@example.com', first_name: 'Asha', last_name: 'Rao', city: null },
              problems: [],
            },
            {
              row: 3,
              cells: ['ravi@example', 'Ravi', 'Kumar', 'Pune'],
              values: { first_name: 'Ravi', last_name: 'Kumar', city: 'Pune' },
              problems: [{ column: 'Email', message: 'Invalid Email address' }],
            },
          ],
        },
      },
      'POST /import/check/7': () => {
        job = { ...job, status: 'checking', total_rows: 4, processed_rows: 2 };
        return { body: { message: 'The file is being checked. What it finds shows here.' } };
      },
    });
    const live = fakeLiveEvents();
    renderWithProviders(
      <LiveEventsContext.Provider value={live.value}>
        <ImportPage />
      </LiveEventsContext.Provider>,
    );

    expect(await screen.findByText('No files imported yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read the file' }));
    expect(await screen.findByText('Choose the file to import.')).toBeInTheDocument();
    const file = new File(['email'], 'customers.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.click(screen.getByRole('button', { name: 'Read the file' }));
    const sent = bodiesSentTo(calls, 'POST /import/upload')[0] as FormData;
    expect([...sent.keys()]).toEqual(['kind', 'file']);
    expect(sent.get('kind')).toBe('customer');

    // The suggested mapping is filled in; the required field without a column is named.
    const missing = await screen.findByTestId('import-missing');
    expect(within(missing).getByText('Choose the column that holds Last name.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Town' })).toHaveValue('City');
    expect(screen.getByRole('button', { name: 'Next: preview' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Surname' }));
    await user.click(await screen.findByRole('option', { name: 'Last name (required)' }));
    expect(screen.queryByTestId('import-missing')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Send welcome mails to new people')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Next: preview' }));
    const preview = await screen.findByTestId('import-preview');
    expect(within(preview).getByText('Asha')).toBeInTheDocument();
    // The refused cell shows what was typed, above its reason.
    expect(within(preview).getByText('ravi@example')).toBeInTheDocument();
    expect(within(preview).getByText('Invalid Email address')).toBeInTheDocument();
    expect(bodiesSentTo(calls, 'POST /import/preview/7')).toEqual([
      { mapping: ['email', 'first_name', 'city', 'last_name'] },
    ]);

    await user.click(screen.getByRole('button', { name: 'Next: check' }));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(bodiesSentTo(calls, 'POST /import/check/7')).toEqual([
      { mapping: ['email', 'first_name', 'city', 'last_name'], welcome_mail: false },
    ]);
    expect(await screen.findByText('2 of 4 rows read')).toBeInTheDocument();

    job = {
      ...job,
      status: 'checked',
      processed_rows: 4,
      created: 2,
      updated: 1,
      refused: 1,
      refusals: [
        {
          row: 4,
          cells: ['sam@example.com', 'Sam', 'Goa', 'Iyer'],
          problems: [{ column: 'Email', message: 'This e-mail belongs to a user of another kind.' }],
        },
      ],
    };
    live.send(LIVE_EVENTS.importProgress);
    const outcome = await screen.findByTestId('import-outcome-check');
    expect(await within(outcome).findByTestId('import-count-created')).toHaveTextContent('2');
    expect(within(outcome).getByTestId('import-count-refused')).toHaveTextContent('1');
    expect(
      within(outcome).getAllByText('This e-mail belongs to a user of another kind.')[0],
    ).toBeInTheDocument();

    await user.click(within(outcome).getByRole('button', { name: 'Download problems as CSV' }));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('customers-problems.csv');
    // The byte order mark stays (Blob.text() would drop it), so spreadsheet programs read the UTF-8.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe(
      '\uFEFFEmail,First name,Town,Surname,Problem\r\n' +
        'sam@example.com,Sam,Goa,Iyer,Email: This e-mail belongs to a user of another kind.\r\n',
    );
  });

  it('opens a past import from the list at its result, with the run’s figures', async () => {
    const user = userEvent.setup();
    const done: TImportDetail = {
      ...UPLOADED,
      id: 9,
      kind: 'amc',
      file_name: 'contracts.csv',
      status: 'done',
      total_rows: 3,
      processed_rows: 3,
      created: 1,
      unchanged: 2,
      finished_at: '2026-11-30T06:01:00.000Z',
    };
    const { fields: _fields, refusals: _refusals, ...listed } = done;
    stubApi({
      'GET /import/list': { message: 'ok', data: { imports: [listed] } },
      'GET /import/view/9': { message: 'ok', data: done },
    });
    renderWithProviders(<ImportPage />);
    const history = await screen.findByTestId('import-history');
    expect(within(history).getByText('Contracts')).toBeInTheDocument();
    expect(within(history).getByText('Done')).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Open contracts.csv' }));
    const outcome = await screen.findByTestId('import-outcome-run');
    expect(within(outcome).getByTestId('import-count-created')).toHaveTextContent('1');
    expect(within(outcome).getByTestId('import-count-unchanged')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Import another file' })).toBeInTheDocument();
  });
});
