import type { TPageScreens } from './page-screens';

/** The equipment register: the list (add and edit in a drawer beside it) and one item's view with its history. */
export const EQUIPMENT_ROUTES = {
  equipmentList: () =>
    import('../../features/equipment/components/equipment-list-page').then((m) => ({
      Component: m.EquipmentListPage,
    })),
  equipmentView: () =>
    import('../../features/equipment/components/equipment-view-page').then((m) => ({
      Component: m.EquipmentViewPage,
    })),
} satisfies TPageScreens;
