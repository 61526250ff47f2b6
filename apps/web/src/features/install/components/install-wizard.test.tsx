import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AppProviders } from '../../../app/providers/app-providers';
import { createQueryClient } from '../../../app/providers/query-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { installCheckQueryOptions } from '../api/use-install-check';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { InstallWizard } from './install-wizard';

// The wizard's English texts come with it from the start-up gate, which these tests skip.
await addEnglishTexts(() => import('../../../i18n/locales/install/en.json'));
await addEnglishTexts(() => import('../../../i18n/locales/mail-server/en.json'));

/** Types the steps before the business step, which these tests do not look at. */
async function passFirstSteps(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Domain name/), 'amc.example.com');
  await user.type(screen.getByLabelText(/Purchase key/), 'KEY-12345');
  await user.type(screen.getByLabelText(/Purchase email/), 'buyer@example.com');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText(/Database name/), 'amc');
  await user.type(screen.getByLabelText(/Database username/), 'root');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('InstallWizard', () => {
  it('keeps Next disabled until the purchase step is valid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InstallWizard />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();

    await user.type(screen.getByLabelText(/Domain name/), 'a');
    expect(await screen.findByText('Minimum 2 characters is required.')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.type(screen.getByLabelText(/Domain name/), 'mc.example.com');
    await user.type(screen.getByLabelText(/Purchase key/), 'KEY 123');
    expect(
      await screen.findByText('Enter the purchase key from your receipt: 8 to 64 letters, digits or dashes.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Purchase key/));
    await user.type(screen.getByLabelText(/Purchase key/), 'KEY-12345');
    await user.type(screen.getByLabelText(/Purchase email/), 'buyer@example');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.type(screen.getByLabelText(/Purchase email/), '.com');
    expect(screen.queryByText('Minimum 2 characters is required.')).not.toBeInTheDocument();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(await screen.findByLabelText(/Database name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Database host/)).toHaveValue('localhost');
    expect(screen.getByLabelText(/Database port/)).toHaveValue('3306');
  });

  it('shows the messages in the chosen language', async () => {
    const user = userEvent.setup();
    const { i18n } = await import('../../../i18n/i18n');
    await i18n.changeLanguage('hi');
    renderWithProviders(<InstallWizard />);
    await user.type(screen.getByLabelText(/डोमेन नाम/), 'a');
    expect(await screen.findByText('कम से कम 2 अक्षर आवश्यक हैं।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeDisabled();
  });

  it('asks for the setup code on step 1 only when the server says this browser is not at the server', async () => {
    const user = userEvent.setup();
    const queryClient = createQueryClient();
    queryClient.setQueryData(installCheckQueryOptions().queryKey, {
      install_status: false,
      setup_code_required: true,
      mail_preset: false,
    });
    render(
      <AppProviders queryClient={queryClient} env="test">
        <InstallWizard />
      </AppProviders>,
    );
    await user.type(screen.getByLabelText(/Domain name/), 'http://192.168.1.10:3000');
    await user.type(screen.getByLabelText(/Purchase key/), 'KEY-12345');
    await user.type(screen.getByLabelText(/Purchase email/), 'buyer@example.com');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();

    await user.type(screen.getByLabelText(/Setup code/), 'a1b2-c3d4-e5f6');
    expect(next).toBeEnabled();
  });

  it('asks for the business, then the admin; a skipped mail step installs without mail and the thank-you says so', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubApi({
      'POST /install': {
        message: 'Installation complete. You can sign in now.',
        data: { mail_set_up: false },
      },
    });
    renderWithProviders(<InstallWizard />);
    await passFirstSteps(user);
    const next = screen.getByRole('button', { name: 'Next' });
    // The business: its name is asked for; phone and tax number must look like one when given.
    expect(await screen.findByLabelText(/Business name/)).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText(/Business name/), 'Cool Air Services');
    await user.type(screen.getByLabelText(/^Phone/), 'call us');
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '+91 20 1234 5678');
    await user.type(screen.getByLabelText(/Tax registration number/), '27AAAPL1234C1Z5');
    await user.click(next);
    await user.type(await screen.findByLabelText(/Administrator email/), 'owner@cool.example');
    await user.type(screen.getByLabelText(/^Password/), 'Admin12345');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Admin12345');
    await user.click(next);
    // The mail step may be left empty.
    expect(await screen.findByLabelText(/SMTP host/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send a test mail' })).toBeInTheDocument();
    await user.click(next);
    expect(await screen.findByText('Cool Air Services')).toBeInTheDocument();
    expect(screen.getByText('Not set up')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Install Now' }));

    expect(await screen.findByText(/No mail was sent, as no mail server is set up/)).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/install')!.body as FormData;
    expect(sent.get('business_name')).toBe('Cool Air Services');
    expect(sent.get('tax_number')).toBe('27AAAPL1234C1Z5');
    expect(sent.get('smtp_host')).toBe('');
  });

  it('where the server names the mail server, the mail step asks nothing and the welcome mail is promised', async () => {
    const user = userEvent.setup({ delay: null });
    const queryClient = createQueryClient();
    queryClient.setQueryData(installCheckQueryOptions().queryKey, {
      install_status: false,
      setup_code_required: false,
      mail_preset: true,
    });
    const calls = stubApi({
      'POST /install': {
        message: 'Installation complete. You can sign in now.',
        data: { mail_set_up: true },
      },
    });
    render(
      <AppProviders queryClient={queryClient} env="test">
        <InstallWizard />
      </AppProviders>,
    );
    await passFirstSteps(user);
    await user.type(await screen.findByLabelText(/Business name/), 'Cool Air Services');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Administrator email/), 'owner@cool.example');
    await user.type(screen.getByLabelText(/^Password/), 'Admin12345');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Admin12345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(/already sends mail through the mail server its operator/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/SMTP host/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText('Mail server')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Install Now' }));
    expect(
      await screen.findByText(/A welcome mail with your sign-in details is on its way to owner@cool.example/),
    ).toBeInTheDocument();
    expect((calls.find((c) => c.path === '/install')!.body as FormData).has('smtp_host')).toBe(false);
  });

  it('has no setup code field when the wizard runs at the server', () => {
    renderWithProviders(<InstallWizard />);
    expect(screen.queryByLabelText(/Setup code/)).not.toBeInTheDocument();
  });

  it('restores a backup instead: the file is asked for, sent after the fields, and the restored screen says so', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /install/restore': {
        message: 'The backup is restored.',
        data: {
          created_at: '2026-11-02T10:15:00.000Z',
          product_version: '0.1.0',
          tables: 60,
          rows: 1200,
          files: 3,
          migrated: 2,
        },
      },
    });
    renderWithProviders(<InstallWizard />);
    await user.click(screen.getByText('Restore from a backup'));
    await user.type(await screen.findByLabelText(/Database name/), 'amc_moved');
    await user.type(screen.getByLabelText(/Database username/), 'root');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Choose the backup file.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    const backup = new File(['AMC-BACKUP 1\n'], 'business.amcbackup');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, backup);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('heading', { name: 'The business is restored' })).toBeInTheDocument();
    expect(screen.getByText('It has been brought up to this version of the product.')).toBeInTheDocument();
    const form = calls[0]!.body as FormData;
    expect([...form.keys()]).toEqual(['db_name', 'db_username', 'db_host', 'db_port', 'passphrase', 'file']);
    expect(form.get('db_name')).toBe('amc_moved');
    expect((form.get('file') as File).name).toBe('business.amcbackup');
  });
});
