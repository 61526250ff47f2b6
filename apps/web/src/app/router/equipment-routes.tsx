import { withEnglishTexts } from '../../i18n/english-texts';
import type { TPageScreens } from './page-screens';

/** The register's English texts travel with its pages, not in the app's bundle (i18n/languages/en.ts). */
const withTexts = <T,>(page: Promise<T>) =>
  withEnglishTexts(
    () => page,
    () => import('../../i18n/locales/equipment/en.json'),
  );

/** The equipment register: the list (add and edit in a drawer beside it) and one item's view with its history. */
export const EQUIPMENT_ROUTES = {
  equipmentList: () =>
    withTexts(import('../../features/equipment/components/equipment-list-page')).then((m) => ({
      Component: m.EquipmentListPage,
    })),
  equipmentView: () =>
    withTexts(import('../../features/equipment/components/equipment-view-page')).then((m) => ({
      Component: m.EquipmentViewPage,
    })),
} satisfies TPageScreens;
