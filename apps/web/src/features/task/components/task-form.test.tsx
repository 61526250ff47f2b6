import type { TTask } from '@amc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, peoplePickerRoute } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { callsTo, stubApi } from '../../../test/stub-api';
import { TaskListPage } from './task-list-page';

const task: TTask = {
  id: 12,
  name: 'Site survey for Singh Motors',
  client: { id: 5, full_name: 'Vikram Singh' },
  type: { id: 9, name: 'Site survey' },
  description: 'Measure the showroom for two split units.',
  assign_to: { id: 6, full_name: 'Suresh Patil' },
  due_date: '2024-04-02',
  status: 'open',
  completed_at: null,
  created_at: '2024-03-09T10:00:00.000Z',
};

const people = {
  customer: [{ id: 5, full_name: 'Vikram Singh', email: 'vikram@example.com', unique_identity: 'CUS-00005' }],
  employee: [{ id: 6, full_name: 'Suresh Patil', email: 'suresh@example.com', unique_identity: 'EMP-00006' }],
};

function stubTaskApi(writeAnswer: { status: number; body: unknown }) {
  const categories = [
    { id: 9, name: 'Site survey', type: 'task_type', created_at: '2024-01-01T00:00:00.000Z' },
  ];
  const calls = stubApi({
    'POST /task/store': () => writeAnswer,
    'POST /task/update': () => writeAnswer,
    ...peoplePickerRoute(people),
    'GET /category/list': { message: 'Categories', data: categories, category: categories },
    'GET /task/list': { data: [task], meta: { total: 1, totalExact: true, page: 1, pageSize: 10 } },
    'GET /task/hours': { message: 'Task hours', data: [] },
  });
  return () => callsTo(calls, 'POST /task/store', 'POST /task/update');
}

const renderPage = (user = makeUser()) =>
  renderRoutes([{ path: '/task/list', element: <TaskListPage /> }], { path: '/task/list', user });

describe('Task form', () => {
  it('requires name, task type and description, sends the contract values and keeps the server issue', async () => {
    const writes = stubTaskApi({
      status: 400,
      body: {
        error: true,
        message: 'Please choose a valid task type.',
        issues: [{ path: 'type_id', message: 'Please choose a valid task type.' }],
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Site survey for Singh Motors')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add task' });
    const submit = within(dialog).getByRole('button', { name: 'Add task' });
    await user.click(submit);
    expect(await screen.findByText('Name is required!')).toBeInTheDocument();
    expect(screen.getByText('Task type is required!')).toBeInTheDocument();
    expect(screen.getByText('Description is required!')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Call Vikram');
    await user.click(within(dialog).getByRole('combobox', { name: /^Task type/ }));
    await user.click(await screen.findByRole('option', { name: 'Site survey' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Confirm the visit time.');
    await user.click(submit);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/task/store',
      body: {
        name: 'Call Vikram',
        client_id: null,
        type_id: 9,
        description: 'Confirm the visit time.',
        assigned_to_id: null,
        due_date: null,
        status: 'open',
      },
    });
    expect(await screen.findAllByText('Please choose a valid task type.')).not.toHaveLength(0);
    expect(dialog).toBeInTheDocument();
  });

  it('edits a task from its stored values and clears an emptied field', async () => {
    const writes = stubTaskApi({ status: 200, body: { message: 'Task updated successfully.', data: task } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Site survey for Singh Motors')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Site survey for Singh Motors',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: /^Description/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save task' }));
    expect(await screen.findByText('Description is required!')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Measure again.');
    await user.click(within(dialog).getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/task/update',
      body: {
        id: 12,
        name: 'Site survey for Singh Motors',
        client_id: 5,
        type_id: 9,
        description: 'Measure again.',
        assigned_to_id: 6,
        due_date: '2024-04-02',
        status: 'open',
      },
    });
  });

  it('offers only reading to a member who holds task_view alone', async () => {
    stubTaskApi({ status: 200, body: {} });
    renderPage(makeUser({ role_name: 'employee', permissions: [{ name: 'task_view' }] }));
    expect(await screen.findByText('Site survey for Singh Motors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('lets an employee with task_edit mark its task done from the row and the view, and change only status and description', async () => {
    const writes = stubTaskApi({
      status: 200,
      body: { message: 'Task updated successfully.', data: { ...task, status: 'closed' } },
    });
    const user = userEvent.setup();
    renderPage(
      makeUser({ id: 6, role_name: 'employee', permissions: [{ name: 'task_view' }, { name: 'task_edit' }] }),
    );
    expect(await screen.findByText('Site survey for Singh Motors')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({ path: '/task/update', body: { id: 12, status: 'closed' } });

    await user.click(screen.getByRole('button', { name: 'View' }));
    const view = await screen.findByRole('dialog', { name: 'Task details' });
    await user.click(within(view).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(writes()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Client/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Assign to/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: /^Description/ })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(writes()).toHaveLength(3));
    expect(writes()[2]).toEqual({
      path: '/task/update',
      body: { id: 12, description: 'Measure the showroom for two split units.', status: 'open' },
    });
  });
});
