import type { TEquipment, TEquipmentDetail } from '@amc/contracts';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { peoplePickerRoute } from '../../../test/fixtures';
import { makeEquipment as makeRegisterItem } from '../../../test/equipment-fixtures';
import type { TApiRoutes } from '../../../test/stub-api';

// The register's English texts come with its routes (app/router/equipment-routes), which these tests skip by
// rendering the pages directly: every test of the feature imports this file, so they are added here, once.
await addEnglishTexts(() => import('../../../i18n/locales/equipment/en.json'));

export const EQUIPMENT_CUSTOMER = { id: 21, full_name: 'Priya Sharma', email: 'priya@example.com' };
export const EQUIPMENT_PRODUCT = { id: 41, code: 'AC-15', name: 'Split AC 1.5 ton' };

/** The shared fixture item (test/equipment-fixtures), placed and covered as this feature's screens show it. */
export function makeEquipment(overrides: Partial<TEquipment> = {}): TEquipment {
  return makeRegisterItem({
    id: 7,
    customer: EQUIPMENT_CUSTOMER,
    product: EQUIPMENT_PRODUCT,
    site: 'Andheri office',
    location: '2nd floor server room',
    install_date: '2025-01-10',
    warranty_end: '2027-01-09',
    cover: { kind: 'contract', until: '2026-12-31', amc: { id: 12, amc_no: 'AMC-00012' } },
    created_at: '2025-01-10T09:00:00.000Z',
    ...overrides,
  });
}

export function makeEquipmentDetail(overrides: Partial<TEquipmentDetail> = {}): TEquipmentDetail {
  return {
    ...makeEquipment(),
    photos: [],
    history: { contracts: [], visits: [], complaints: [], parts: [] },
    label_url: 'https://amc.example.com/q/tok-7',
    ...overrides,
  };
}

/** The pickers' answers: one customer, one product. */
export const EQUIPMENT_PICKER_ROUTES: TApiRoutes = {
  ...peoplePickerRoute({
    customer: [{ ...EQUIPMENT_CUSTOMER, email: 'priya@example.com', unique_identity: 'CUS-00021' }],
  }),
  'GET /product/produtcDropdown': {
    message: 'Products',
    data: [{ ...EQUIPMENT_PRODUCT, price: '38990.00' }],
  },
};
