import type { TServiceLevel, TStoreServiceLevelBody } from '@amc/contracts';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi, type TApiCall } from '../../../test/stub-api';
import { ServiceLevelsSection } from './service-levels-section';

await addEnglishTexts(() => import('../../../i18n/locales/setting/en.json'));

const STANDARD: TServiceLevel = {
  id: 1,
  name: 'Standard',
  priority: 'normal',
  is_default: true,
  targets: [
    { priority: 'critical', respond_minutes: 60, resolve_minutes: 240 },
    { priority: 'high', respond_minutes: 120, resolve_minutes: 480 },
    { priority: 'normal', respond_minutes: 240, resolve_minutes: 960 },
    { priority: 'low', respond_minutes: 480, resolve_minutes: 2400 },
  ],
  contracts: 0,
};
const GOLD: TServiceLevel = {
  id: 2,
  name: 'Gold',
  priority: 'high',
  is_default: false,
  targets: [
    { priority: 'critical', respond_minutes: 30, resolve_minutes: 90 },
    { priority: 'high', respond_minutes: 60, resolve_minutes: 240 },
    { priority: 'normal', respond_minutes: 120, resolve_minutes: 480 },
    { priority: 'low', respond_minutes: 240, resolve_minutes: 960 },
  ],
  contracts: 3,
};

/** Clears a field and types the text in its place. */
async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

function stubLevels(levels: TServiceLevel[]) {
  return stubApi({
    'GET /setting/service-levels': () => ({ body: { message: 'Service levels', data: levels } }),
    'POST /setting/service-level/store': (call: TApiCall) => {
      const body = call.body as TStoreServiceLevelBody;
      if (body.name === 'Gold')
        return {
          status: 409,
          body: {
            error: true,
            message: 'A service level with this name already exists.',
            issues: [{ path: 'name', message: 'A service level with this name already exists.' }],
          },
        };
      const level = { id: 3, ...body, contracts: 0 };
      levels.push(level);
      return { body: { message: 'Service level added.', data: level } };
    },
    'POST /setting/service-level/delete': (call: TApiCall) => {
      const { id } = call.body as { id: number };
      levels.splice(
        levels.findIndex((level) => level.id === id),
        1,
      );
      return { body: { message: 'Service level deleted.' } };
    },
  });
}

describe('Settings → Service levels', () => {
  it('lists the levels with the default marked and each priority in hours', async () => {
    stubLevels([STANDARD, GOLD]);
    renderWithProviders(<ServiceLevelsSection />);
    const list = await screen.findByRole('list', { name: 'Service levels' });
    const standard = within(list).getByRole('listitem', { name: 'Standard' });
    expect(within(standard).getByText('Default')).toBeInTheDocument();
    expect(within(standard).getByText(/Priority of its contracts' complaints: Normal/)).toBeInTheDocument();
    const gold = within(list).getByRole('listitem', { name: 'Gold' });
    expect(within(gold).queryByText('Default')).not.toBeInTheDocument();
    expect(within(gold).getByText(/Contracts: 3/)).toBeInTheDocument();
    // Critical: 30 minutes to respond, 90 to resolve.
    expect(within(gold).getByText('Respond in 0.5h')).toBeInTheDocument();
    expect(within(gold).getByText('Resolve in 1.5h')).toBeInTheDocument();
    // The default cannot be deleted: only the other level offers it.
    expect(within(standard).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(gold).getByRole('button', { name: 'Delete the service level Gold?' })).toBeInTheDocument();
  });

  it('adds a level with its hours sent as working minutes, and shows a taken name on the name', async () => {
    const user = userEvent.setup();
    const calls = stubLevels([STANDARD]);
    renderWithProviders(<ServiceLevelsSection />);
    await screen.findByRole('list', { name: 'Service levels' });

    await user.click(screen.getByRole('button', { name: 'Add service level' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service level' });
    // A new level starts from the default's promises, shown in hours.
    expect(within(dialog).getByRole('textbox', { name: 'Critical: respond in (hours)' })).toHaveValue('1');
    expect(within(dialog).getByRole('textbox', { name: 'Low: resolve in (hours)' })).toHaveValue('40');

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gold');
    await user.click(within(dialog).getByRole('combobox', { name: "Priority of its contracts' complaints" }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await retype(user, within(dialog).getByRole('textbox', { name: 'Critical: respond in (hours)' }), '0.5');
    await retype(user, within(dialog).getByRole('textbox', { name: 'Critical: resolve in (hours)' }), '1,5');
    await retype(user, within(dialog).getByRole('textbox', { name: 'High: resolve in (hours)' }), '2.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save service level' }));

    // The name is taken: the server's 409 lands on the name, and the dialog stays open.
    expect(
      await within(dialog).findByText('A service level with this name already exists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');

    await retype(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Gold Plus');
    await user.click(within(dialog).getByRole('button', { name: 'Save service level' }));
    expect(await screen.findByRole('listitem', { name: 'Gold Plus' })).toBeInTheDocument();
    const stores = calls.filter((call) => call.path === '/setting/service-level/store');
    expect(stores).toHaveLength(2);
    expect(stores[1]!.body).toEqual({
      name: 'Gold Plus',
      priority: 'high',
      is_default: false,
      targets: [
        { priority: 'critical', respond_minutes: 30, resolve_minutes: 90 },
        { priority: 'high', respond_minutes: 120, resolve_minutes: 135 },
        { priority: 'normal', respond_minutes: 240, resolve_minutes: 960 },
        { priority: 'low', respond_minutes: 480, resolve_minutes: 2400 },
      ],
    });
  });

  it('refuses a time to resolve shorter than the time to respond, and a time out of range, without calling the API', async () => {
    const user = userEvent.setup();
    const calls = stubLevels([STANDARD]);
    renderWithProviders(<ServiceLevelsSection />);
    await screen.findByRole('list', { name: 'Service levels' });

    await user.click(screen.getByRole('button', { name: 'Add service level' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service level' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Silver');
    await retype(user, within(dialog).getByRole('textbox', { name: 'Normal: respond in (hours)' }), '8');
    await retype(user, within(dialog).getByRole('textbox', { name: 'Normal: resolve in (hours)' }), '2');
    await retype(user, within(dialog).getByRole('textbox', { name: 'Critical: resolve in (hours)' }), '1001');
    await user.click(within(dialog).getByRole('button', { name: 'Save service level' }));

    expect(
      await within(dialog).findByText('The time to resolve cannot be shorter than the time to respond.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Normal: resolve in (hours)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      within(dialog).getByRole('textbox', { name: 'Critical: resolve in (hours)' }),
    ).toHaveAccessibleDescription('Enter a time from 1 minute to 1,000 working hours.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('deletes a level after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubLevels([STANDARD, GOLD]);
    renderWithProviders(<ServiceLevelsSection />);
    await screen.findByRole('list', { name: 'Service levels' });

    await user.click(screen.getByRole('button', { name: 'Delete the service level Gold?' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete it' }));
    expect(await screen.findByText('Service level deleted.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/setting/service-level/delete')!.body).toEqual({ id: 2 });
    await expect.poll(() => screen.queryByRole('listitem', { name: 'Gold' })).toBeNull();
  });
});
