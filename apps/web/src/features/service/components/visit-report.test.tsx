import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { VisitReport } from './visit-report';

const REPORT = {
  service_id: 42,
  service_no: 'SRV-00042',
  completed_date: '2026-11-24',
  started_at: '2026-11-24T04:00:00.000Z',
  finished_at: '2026-11-24T05:15:00.000Z',
  work_done: 'Cleaned both indoor units',
  findings: 'Outdoor fan bearing is noisy',
  remark: null,
  parts: [
    {
      id: 1,
      product: { id: 7, code: 'FLT-01', name: 'Air filter', price: '450.00' },
      quantity: 2,
      covered: true,
      unit_price: '450.00',
      amount: '0.00',
    },
    {
      id: 2,
      product: { id: 8, code: 'GAS-22', name: 'Refrigerant R32' },
      quantity: 1,
      covered: false,
      unit_price: '1800.00',
      amount: '1800.00',
    },
  ],
  chargeable_total: '1800.00',
  photos: [{ id: 3, url: '/api/files/service/photo-3.jpg', created_at: '2026-11-24T05:10:00.000Z' }],
  signature: {
    url: '/api/files/service/sign-42.png',
    signed_by: 'Priya Sharma',
    signed_at: '2026-11-24T05:14:00.000Z',
  },
  has_pdf: true,
};

const image = () => new Response(new Blob(['x'], { type: 'image/png' }));

describe('VisitReport', () => {
  it('shows the work, the parts with their billing and total, the photos, the signature, and opens the PDF', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const calls = stubApi({
      'GET /service/report/42': { message: 'Report', data: REPORT },
      'GET /files/service/photo-3.jpg': image,
      'GET /files/service/sign-42.png': image,
      'GET /service/pdf/42': () => new Response(new Blob(['%PDF'], { type: 'application/pdf' })),
    });
    const user = userEvent.setup();
    renderWithProviders(<VisitReport serviceId={42} />);
    const report = await screen.findByTestId('visit-report');
    expect(within(report).getByText('Cleaned both indoor units')).toBeInTheDocument();
    expect(within(report).getByText('Outdoor fan bearing is noisy')).toBeInTheDocument();
    expect(within(report).getByText('Covered by contract')).toBeInTheDocument();
    expect(within(report).getByText('Chargeable')).toBeInTheDocument();
    expect(within(report).getByText('Chargeable total')).toBeInTheDocument();
    expect(within(report).getByText('Signed by Priya Sharma')).toBeInTheDocument();
    expect(await within(report).findByRole('img', { name: 'Signature' })).toBeInTheDocument();

    await user.click(within(report).getByRole('button', { name: 'Photo 1' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1' })).toBeInTheDocument();

    await user.click(within(report).getByRole('button', { name: 'Open report (PDF)' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/service/pdf/42')).toBe(true));
    expect(open).toHaveBeenCalled();
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:report'));
  });
});
