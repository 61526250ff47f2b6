import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { SaleViewPage } from './sale-view-page';
import { makeContractBill, makeSale } from './sale-test-fixtures';

const renderView = (id: number, user = makeUser()) =>
  renderRoutes([{ path: '/sales/view/:id', element: <SaleViewPage /> }], { path: `/sales/view/${id}`, user });

const field = (label: string) => screen.getByText(label).parentElement!;

describe('SaleViewPage', () => {
  it("shows a contract's bill with its due date and period, linked to the contract, and offers no Edit", async () => {
    const bill = makeContractBill();
    stubApi({ 'GET /sale/view/14': { message: 'Sale', data: bill } });
    renderView(14);
    expect(await screen.findByRole('heading', { name: 'SALE-00014' })).toBeInTheDocument();
    expect(field('Due date')).toHaveTextContent('15-01-2026');
    const contract = field('Contract');
    expect(within(contract).getByRole('link', { name: 'AMC-00005' })).toHaveAttribute('href', '/amc/view/5');
    expect(contract).toHaveTextContent('AMC-00005, 01-01-2026 – 31-01-2026');
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    // Its line names the contract and period instead of a product, in the reader's date format.
    const lines = screen.getByTestId('sale-lines');
    expect(lines).toHaveTextContent('AMC-00005, 01-01-2026 – 31-01-2026');
    expect(within(lines).queryByText(bill.items[0]!.description!)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print invoice' })).toBeInTheDocument();
  });

  it('offers Edit of any other bill, which has no due date and is never overdue', async () => {
    stubApi({ 'GET /sale/view/12': { message: 'Sale', data: makeSale() } });
    renderView(12);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(field('Due date')).toHaveTextContent('NA');
    expect(screen.queryByText('Contract')).not.toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
  });
});
