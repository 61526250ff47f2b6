import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-with-providers';
import { stubApi } from '../../../test/stub-api';
import { AmcAnswerButtons } from './amc-answer-buttons';
import { AMC_EMPLOYEE, makeAmc, makeAmcDetail } from './amc-test-fixtures';

const ASSIGNEE = makeUser({
  id: AMC_EMPLOYEE.id,
  role_name: 'employee',
  permissions: [{ name: 'amc_view' }, { name: 'amc_approve' }],
});

describe('AmcAnswerButtons', () => {
  it.each([false, true])('declines only after the confirmation (compact: %s)', async (compact) => {
    const amc = makeAmc({ assign_to: AMC_EMPLOYEE, employee_status: 'pending' });
    const calls = stubApi({
      'POST /amc/rejectEmployeeStatus': {
        message: 'Assignment declined. The administrator has been told.',
        data: makeAmcDetail({ ...amc, assign_to: null, employee_status: 'rejected' }),
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/amc/list', element: <AmcAnswerButtons amc={amc} compact={compact} /> }], {
      path: '/amc/list',
      user: ASSIGNEE,
    });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The contract and its services go back to the administrator');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Decline it' }),
    );
    await waitFor(() =>
      expect(calls.map((call) => [call.path, call.body])).toEqual([
        ['/amc/rejectEmployeeStatus', { id: amc.id }],
      ]),
    );
  });
});
