import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProfileQuotationsTable } from './profile-quotations-table';
import { ProfileSalesTable } from './profile-sales-table';

const customer = { id: 7, full_name: 'Meera Shah' };
// The tables link each record to its page.
const renderTable = (ui: ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('profile tab tables', () => {
  it('shows a sale with its date in the settings format, its status badge and its discount', () => {
    window.localStorage.setItem('dateFormat', 'DD/MM/YYYY');
    renderTable(
      <ProfileSalesTable
        rows={[
          {
            id: 1,
            sale_no: 'SAL-00001',
            customer: { ...customer, address: '12 Park Street' },
            date: '2024-03-31',
            billing_address: '12 Park Street, Pune',
            status: 'partial',
            discount: '5.00',
            total: '1000.00',
          },
        ]}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Bill number',
      'Customer name',
      'Date',
      'Billing address',
      'Status',
      'Discount (%)',
    ]);
    expect(screen.getByText('31/03/2024')).toBeInTheDocument();
    expect(screen.getByText('Partial paid')).toBeInTheDocument();
    expect(screen.getByText('5.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SAL-00001' })).toHaveAttribute('href', '/sales/view/1');
  });

  it('names the first product of a quotation and lists every product with its amount in a tooltip', async () => {
    window.localStorage.setItem('Currency', 'INR');
    const user = userEvent.setup();
    renderTable(
      <ProfileQuotationsTable
        rows={[
          {
            id: 3,
            quotation_no: 'QUO-00003',
            customer: { ...customer, email: 'meera@example.com' },
            products: [
              { product_name: 'Split AC', amount: '30000.00' },
              { product_name: 'Stabiliser', amount: '2500.00' },
            ],
            gross_total: '32500.00',
            date: '2024-04-02',
            status: 'open',
          },
        ]}
      />,
    );
    expect(screen.getByText('QUO-00003')).toBeInTheDocument();
    expect(screen.getByText('Split AC')).toBeInTheDocument();
    expect(screen.getByText('₹32,500.00')).toBeInTheDocument();
    await user.hover(screen.getByText('+1'));
    expect(await screen.findByText('Stabiliser')).toBeInTheDocument();
    expect(screen.getByText('₹2,500.00')).toBeInTheDocument();
  });

  it('says so when a tab has no rows', () => {
    renderTable(<ProfileSalesTable rows={[]} />);
    expect(screen.getByText('Sorry, no matching records found')).toBeInTheDocument();
  });
});
