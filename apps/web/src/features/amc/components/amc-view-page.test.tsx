import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { equipmentRefOf, makeEquipment } from '../../../test/equipment-fixtures';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { AmcViewPage } from './amc-view-page';
import { AMC_CUSTOMER, makeAmc } from './amc-test-fixtures';

describe('AmcViewPage', () => {
  it('lists the covered equipment, each serial linked to its item', async () => {
    const first = makeEquipment({ customer: AMC_CUSTOMER });
    const second = makeEquipment({ id: 72, customer: AMC_CUSTOMER, serial_no: 'SN-1002', location: null });
    stubApi({
      'GET /amc/view/5': {
        message: 'AMC',
        data: { ...makeAmc({ equipment: [equipmentRefOf(first), equipmentRefOf(second)] }), services: [] },
      },
    });
    renderRoutes([{ path: '/amc/view/:id', element: <AmcViewPage /> }], {
      path: '/amc/view/5',
      user: makeUser(),
    });
    const section = (await screen.findByText('Covered equipment')).parentElement!;
    expect(within(section).getByRole('link', { name: 'SN-1001' })).toHaveAttribute(
      'href',
      '/equipment/view/71',
    );
    expect(within(section).getByRole('link', { name: 'SN-1002' })).toHaveAttribute(
      'href',
      '/equipment/view/72',
    );
    expect(section).toHaveTextContent('SN-1001 · Split AC 1.5 ton · Lobby');
    expect(section).toHaveTextContent('SN-1002 · Split AC 1.5 ton');
  });
});
