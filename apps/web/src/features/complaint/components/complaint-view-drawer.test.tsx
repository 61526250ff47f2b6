import type { TComplaint } from '@amc/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { equipmentRefOf, makeEquipment } from '../../../test/equipment-fixtures';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes, renderWithProviders } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { ComplaintViewDrawer } from './complaint-view-drawer';

const row: TComplaint = {
  id: 31,
  complaint_no: 'CMP-00031',
  customer: { id: 5, full_name: 'Priya Sharma', email: 'priya@example.com' },
  product: null,
  equipment: null,
  chargeable: false,
  reported_by_scan: null,
  date: '2024-03-09',
  complaint_type: { id: 8, name: 'Not cooling' },
  description: 'The AC blows warm air.',
  assign_to: null,
  assign_date: null,
  charge: '0.00',
  status: 'open',
  resolved_at: null,
  priority: 'normal',
  service_level: null,
  responded_at: null,
  response_due_at: null,
  resolution_due_at: null,
  due_at: null,
  warn_at: null,
  resolution_note: null,
  created_at: '2024-03-09T10:00:00.000Z',
};

const image = () => new Response(new Blob(['x'], { type: 'image/jpeg' }));

describe('ComplaintViewDrawer', () => {
  it("loads the complaint's view and shows its photos as thumbnails that open larger", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const calls = stubApi({
      'GET /complaint/view/31': {
        message: 'Complaint',
        data: {
          ...row,
          photos: [
            { id: 1, url: '/api/files/photos/a.jpg', created_at: '2024-03-09T10:00:00.000Z' },
            { id: 2, url: '/api/files/photos/b.jpg', created_at: '2024-03-09T10:00:00.000Z' },
          ],
        },
      },
      'GET /files/photos/a.jpg': image,
      'GET /files/photos/b.jpg': image,
    });
    const user = userEvent.setup();
    renderWithProviders(<ComplaintViewDrawer opened complaint={row} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: 'Complaint details' });
    const first = await within(drawer).findByRole('button', { name: 'Photo 1' });
    expect(within(drawer).getByRole('button', { name: 'Photo 2' })).toBeInTheDocument();
    expect(await within(drawer).findByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', 'blob:photo');
    // The files are fetched with the session (the http client), not by the <img> itself.
    expect(calls.some((call) => call.path === '/files/photos/a.jpg')).toBe(true);

    await user.click(first);
    expect(await screen.findByRole('dialog', { name: 'Photo 1' })).toBeInTheDocument();
  });

  it('names its equipment, linked to the item, and whether the work is charged for', async () => {
    const about = { ...row, equipment: equipmentRefOf(makeEquipment()), chargeable: true };
    stubApi({ 'GET /complaint/view/31': { message: 'Complaint', data: { ...about, photos: [] } } });
    renderRoutes(
      [
        {
          path: '/complaint/list',
          element: <ComplaintViewDrawer opened complaint={about} onClose={() => {}} />,
        },
      ],
      { path: '/complaint/list', user: makeUser() },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Complaint details' });
    expect(within(drawer).getByRole('link', { name: 'SN-1001' })).toHaveAttribute(
      'href',
      '/equipment/view/71',
    );
    expect(within(drawer).getByText('Equipment').parentElement).toHaveTextContent(
      'SN-1001 · Split AC 1.5 ton · Lobby',
    );
    expect(within(drawer).getByText('Chargeable').parentElement).toHaveTextContent('Yes');
  });

  it('names whoever reported it by scanning the label, their phone one tap to call', async () => {
    const scanned = { ...row, reported_by_scan: { name: 'Sunil (security desk)', phone: '+919822012345' } };
    stubApi({ 'GET /complaint/view/31': { message: 'Complaint', data: { ...scanned, photos: [] } } });
    renderWithProviders(<ComplaintViewDrawer opened complaint={scanned} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: 'Complaint details' });
    expect(within(drawer).getByText('Reported by scan').parentElement).toHaveTextContent(
      'Sunil (security desk) · +919822012345',
    );
    expect(within(drawer).getByRole('link', { name: '+919822012345' })).toHaveAttribute(
      'href',
      'tel:+919822012345',
    );
  });

  it('names no reporter on a complaint filed by a user', async () => {
    stubApi({ 'GET /complaint/view/31': { message: 'Complaint', data: { ...row, photos: [] } } });
    renderWithProviders(<ComplaintViewDrawer opened complaint={row} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: 'Complaint details' });
    expect(within(drawer).queryByText('Reported by scan')).not.toBeInTheDocument();
  });

  it('says so when the complaint has no photos', async () => {
    stubApi({ 'GET /complaint/view/31': { message: 'Complaint', data: { ...row, photos: [] } } });
    renderWithProviders(<ComplaintViewDrawer opened complaint={row} onClose={() => {}} />);
    expect(await screen.findByText('No photos.')).toBeInTheDocument();
  });

  it("shows a resolved complaint's rating: the stars and comment, or to its customer the link to rate", async () => {
    const closed = { ...row, status: 'closed' as const, resolved_at: '2024-03-10T10:00:00.000Z' };
    const ratingOf = {
      rating: null,
      state: 'open',
      rate_url: '/r/' + 'a'.repeat(32),
      expires_at: '2024-04-09T10:00:00.000Z',
    };
    const calls = stubApi({
      'GET /complaint/view/31': { message: 'Complaint', data: { ...closed, photos: [] } },
      'GET /rating/of': { message: 'Rating', data: ratingOf },
    });
    renderWithProviders(<ComplaintViewDrawer opened complaint={closed} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: 'Complaint details' });
    const rate = await within(drawer).findByRole('link', { name: 'Rate how it was resolved' });
    expect(rate).toHaveAttribute('href', ratingOf.rate_url);
    expect(calls.find((call) => call.path === '/rating/of')?.searchParams.get('complaint_id')).toBe('31');
  });

  it('shows the stars and comment once rated, and nothing to rate', async () => {
    const closed = { ...row, status: 'closed' as const, resolved_at: '2024-03-10T10:00:00.000Z' };
    stubApi({
      'GET /complaint/view/31': { message: 'Complaint', data: { ...closed, photos: [] } },
      'GET /rating/of': {
        message: 'Rating',
        data: {
          rating: { score: 2, comment: 'Came late.', rated_at: '2024-03-11T10:00:00.000Z' },
          state: 'rated',
          rate_url: null,
          expires_at: null,
        },
      },
    });
    renderWithProviders(<ComplaintViewDrawer opened complaint={closed} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', { name: 'Complaint details' });
    const given = await within(drawer).findByTestId('rating-given');
    expect(given).toHaveTextContent('2 of 5');
    expect(given).toHaveTextContent('Came late.');
    expect(within(drawer).queryByRole('link', { name: /Rate/ })).not.toBeInTheDocument();
  });
});
