import type { TFormRole, TTask } from '@amc/contracts';
import { useTranslation } from 'react-i18next';
import { useCreateTask } from '../api/use-create-task';
import { useUpdateTask } from '../api/use-update-task';
import { TaskForm, type TTaskFormSubmit } from './task-form';
import { FormDrawer } from '../../../components/form-drawer';

/** Add (task null) or edit a task beside the list, which stays where it was. */
export function TaskFormDrawer({
  opened,
  task,
  role,
  onClose,
}: {
  opened: boolean;
  task: TTask | null;
  role: TFormRole;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTask();
  const update = useUpdateTask();
  const submitting = create.isPending || update.isPending;

  const submit = ({ body, onError }: TTaskFormSubmit) => {
    const handlers = { onSuccess: onClose, onError };
    if (task) update.mutate({ ...body, id: task.id }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={task ? t('task.edit.title') : t('task.add.title')}
      submitting={submitting}
    >
      {/* Keyed by the task, so opening another one starts from its own values. */}
      <TaskForm
        key={task?.id ?? 'new'}
        task={task}
        role={role}
        submitting={submitting}
        submitLabel={task ? t('task.edit.submit') : t('task.add.submit')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </FormDrawer>
  );
}
