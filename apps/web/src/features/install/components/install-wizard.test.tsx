import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AppProviders } from '../../../app/providers/app-providers';
import { createQueryClient } from '../../../app/providers/query-client';
import { renderWithProviders } from '../../../test/render-with-providers';
import { installCheckQueryOptions } from '../api/use-install-check';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { InstallWizard } from './install-wizard';

// The wizard's English texts come with it from the start-up gate, which these tests skip.
await addEnglishTexts(() => import('../../../i18n/locales/install/en.json'));

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

  it('has no setup code field when the wizard runs at the server', () => {
    renderWithProviders(<InstallWizard />);
    expect(screen.queryByLabelText(/Setup code/)).not.toBeInTheDocument();
  });
});
