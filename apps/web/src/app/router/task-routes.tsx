import { pagePath } from '@amc/contracts';
import { workCategoryScreen } from './category-routes';
import type { TPageScreens } from './page-screens';

/** The task list (add, edit and view open beside it) and the task types behind its form. */
export const TASK_ROUTES = {
  taskList: () =>
    import('../../features/task/components/task-list-page').then((m) => ({ Component: m.TaskListPage })),
  taskTypeList: workCategoryScreen('task_type', { to: pagePath('taskList'), label: 'task.list.title' }),
} satisfies TPageScreens;
