import { MSG } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { TUserFormVariables } from '../api/user-form-data';
import { UserForm } from './user-form';
import { makeUserDetail } from './user-test-fixtures';

function renderForm(props: Partial<Parameters<typeof UserForm>[0]> = {}) {
  const onSubmit = vi.fn((_variables: TUserFormVariables) => Promise.resolve());
  renderWithProviders(
    <UserForm
      mode="create"
      role="customer"
      user={null}
      submitLabel="Save"
      pending={false}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit };
}

describe('UserForm', () => {
  it('shows an employee no company, bank, account or contact sections', () => {
    renderForm({ role: 'employee' });
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Other Information' })).toBeInTheDocument();
    for (const name of [
      'Company Information',
      'Bank details',
      'Account Information',
      'Other Contact Information',
    ]) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByLabelText('Role')).toHaveValue('Employee');
  });

  it('shows a supplier the account section and no other contacts', () => {
    renderForm({ role: 'supplier' });
    expect(screen.getByRole('heading', { name: 'Company Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('SWIFT code')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Other Contact Information' })).not.toBeInTheDocument();
  });

  it("adds and removes a customer's contact rows, never the last one", async () => {
    const user = userEvent.setup();
    renderForm({ role: 'customer' });
    const section = screen.getByTestId('contacts-section');
    const removeButtons = () => within(section).getAllByRole('button', { name: 'Remove contact' });
    expect(removeButtons()).toHaveLength(1);
    expect(removeButtons()[0]).toBeDisabled();

    await user.click(within(section).getByRole('button', { name: 'Add contact' }));
    expect(removeButtons()).toHaveLength(2);
    expect(removeButtons()[0]).toBeEnabled();
    await user.click(removeButtons()[1]!);
    expect(removeButtons()).toHaveLength(1);
    expect(removeButtons()[0]).toBeDisabled();
  });

  it("shows the contract's messages and sends nothing while the form is invalid", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ role: 'customer' });
    await user.type(screen.getByLabelText(/^Mobile/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.required('First name'))).toBeInTheDocument();
    expect(screen.getByText(MSG.mobileTenDigits)).toBeInTheDocument();
    expect(screen.getByText(MSG.required('Company name'))).toBeInTheDocument();
    expect(screen.getByText(MSG.required('Password'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the profile drawer form with the role read-only, the e-mail fixed and no password required', async () => {
    const user = userEvent.setup();
    const stored = makeUserDetail({ role_name: 'supplier' });
    const { onSubmit } = renderForm({
      mode: 'profile',
      role: 'supplier',
      user: stored,
      submitLabel: 'Edit User',
    });
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    expect(screen.getByLabelText('Role')).toHaveAttribute('readonly');
    // Stored bank details open their folded section.
    expect(screen.getByLabelText('Bank name')).toHaveValue('State Bank');
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Nashik');
    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const { values } = onSubmit.mock.calls[0]![0];
    expect(values).toMatchObject({ role: 'supplier', user_id: 7, city: 'Nashik', email: stored.email });
  });
});
