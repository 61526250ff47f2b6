import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { FormDrawer } from './form-drawer';

const renderDrawer = (onClose: () => void) =>
  renderWithProviders(
    <FormDrawer opened onClose={onClose} title="Add complaint" submitting={false}>
      <TextInput label="Description" />
    </FormDrawer>,
  );

describe('FormDrawer', () => {
  it('closes at once on Escape while nothing was typed', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDrawer(onClose);
    await screen.findByRole('dialog', { name: 'Add complaint' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape throws typed input away, and keeps it on Cancel', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDrawer(onClose);
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Leaking pipe');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Leaking pipe');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Discard them' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
