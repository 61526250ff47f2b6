import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { AmcViewPage } from './amc-view-page';
import { AMC_CUSTOMER, makeAmcDetail } from './amc-test-fixtures';

const pdf = () => new Response(new Blob(['%PDF'], { type: 'application/pdf' }));

/** The contract's customer in its portal: it only views its contracts. */
const customer = makeUser({
  id: AMC_CUSTOMER.id,
  full_name: AMC_CUSTOMER.full_name,
  role_name: 'customer',
  permissions: [{ name: 'amc_view' }],
});

describe('the contract document on the contract page', () => {
  it.each([
    ['the office', makeUser()],
    ['its customer', customer],
  ])('is opened in a new tab and saved as contract-<number>.pdf by %s', async (_who, user) => {
    URL.createObjectURL = vi.fn(() => 'blob:contract');
    URL.revokeObjectURL = vi.fn();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const detail = makeAmcDetail();
    const calls = stubApi({
      [`GET /amc/view/${detail.id}`]: { message: 'AMC', data: detail },
      [`GET /amc/pdf/${detail.id}`]: pdf,
    });
    const clicks = userEvent.setup();
    renderRoutes([{ path: '/amc/view/:id', element: <AmcViewPage /> }], {
      path: `/amc/view/${detail.id}`,
      user,
    });

    await clicks.click(await screen.findByRole('button', { name: 'PDF view' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:contract'));
    expect(open).toHaveBeenCalled();

    await clicks.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['contract-AMC-00005.pdf']));
    const asked = calls.filter((call) => call.path === `/amc/pdf/${detail.id}`);
    expect(asked.map((call) => call.searchParams.get('download'))).toEqual([null, '1']);
    vi.restoreAllMocks();
  });
});
