import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/browser-storage';
import { renderWithProviders } from '../test/render-with-providers';
import { LanguagePicker } from './language-picker';

describe('LanguagePicker', () => {
  it('switches the document to right-to-left for Arabic and back for English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguagePicker />);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية');

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem(STORAGE_KEYS.languageSet)).toBe('ar');
    // The picker's own label is now Arabic: the whole interface follows.
    const picker = screen.getByRole('combobox', { name: 'اللغة' });

    await user.selectOptions(picker, 'English');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });

  it('keeps left-to-right for Hindi, which is not a right-to-left language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguagePicker />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'hi'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
