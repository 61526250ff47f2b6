import type { RouteObject } from 'react-router-dom';
import { workCategoryRoute } from './category-routes';

/** The task list (admin-only, see route-access.ts); add, edit and view open beside it. */
export const TASK_ROUTES: RouteObject[] = [
  {
    path: '/task/list',
    lazy: () =>
      import('../../features/task/components/task-list-page').then((m) => ({ Component: m.TaskListPage })),
  },
  workCategoryRoute('/task/types', 'task_type', { to: '/task/list', label: 'task.list.title' }),
];
