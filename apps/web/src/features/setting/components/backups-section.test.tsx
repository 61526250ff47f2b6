import type { TBackup, TUpdateSettingsInput } from '@amc/contracts';
import { useForm } from '@mantine/form';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { BackupsSection } from './backups-section';

// The settings' English texts come with their page, which this test skips.
await addEnglishTexts(() => import('../../../i18n/locales/setting/en.json'));

const backup = (overrides: Partial<TBackup>): TBackup => ({
  id: 1,
  file_name: 'amc-20261130-021500-scheduled.amcbackup',
  kind: 'scheduled',
  status: 'done',
  encrypted: true,
  size: 12_900_000,
  table_count: 54,
  row_count: 1200,
  file_count: 3,
  error: null,
  created_by: null,
  created_at: '2026-11-30T02:15:00.000Z',
  finished_at: '2026-11-30T02:16:00.000Z',
  ...overrides,
});

function Section() {
  const form = useForm<TUpdateSettingsInput>({
    initialValues: { backup_hour: 2, backup_keep_days: 14 } as TUpdateSettingsInput,
  });
  return <BackupsSection form={form} />;
}

describe('Settings → Backups', () => {
  it('lists the backups with their state and size, says they are encrypted, and backs up now', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /backup/list': {
        message: 'Backups',
        data: {
          encrypted: true,
          backups: [
            backup({ id: 2, kind: 'manual', status: 'failed', size: null, error: 'disk full' }),
            backup({}),
          ],
        },
      },
      'POST /backup/now': { message: 'The backup is being made. It appears in the list when it is done.' },
    });
    renderWithProviders(<Section />);
    const rows = within(await screen.findByTestId('backup-list')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Back up now');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('disk full');
    expect(within(rows[1]!).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Daily backup');
    expect(rows[2]).toHaveTextContent('12.3 MB');
    expect(within(rows[2]!).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByText(/Backups are encrypted with the passphrase/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(
      await screen.findByText('The backup is being made. It appears in the list when it is done.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/backup/now')).toHaveLength(1);
  });
});
