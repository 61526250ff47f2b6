import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BirthDateInput } from './birth-date-input';

describe('BirthDateInput', () => {
  it('keeps a date typed in the settings format, a later one too, for the server to judge', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BirthDateInput label="DOB" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'DOB' });

    await user.type(input, '15-08-1990');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('1990-08-15');

    await user.clear(input);
    await user.type(input, '01-01-2999');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2999-01-01');
  });
});
