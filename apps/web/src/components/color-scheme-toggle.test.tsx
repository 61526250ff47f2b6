import { Tooltip } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { ColorSchemeToggle } from './color-scheme-toggle';

describe('ColorSchemeToggle', () => {
  it('says what it will do and switches light and dark', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ColorSchemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it("takes the header's tooltip: the tooltip's ref and pointer handlers reach its button", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Tooltip label="Light or dark">
        <ColorSchemeToggle />
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(await screen.findByText('Light or dark')).toBeInTheDocument();
  });
});
