import { pagePath } from '@amc/contracts';
import { workCategoryScreen } from './category-routes';
import type { TPageScreens } from './page-screens';

/** The complaint list (add, edit and view open beside it) and the complaint types behind its form. */
export const COMPLAINT_ROUTES = {
  complaintList: () =>
    import('../../features/complaint/components/complaint-list-page').then((m) => ({
      Component: m.ComplaintListPage,
    })),
  complaintTypeList: workCategoryScreen('complaint_type', {
    to: pagePath('complaintList'),
    label: 'complaint.list.title',
  }),
} satisfies TPageScreens;
