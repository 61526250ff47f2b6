import type { THoliday } from '@amc/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { businessToday } from '../../../lib/business-today';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubApi, type TApiCall } from '../../../test/stub-api';
import { HolidaysSection } from './holidays-section';

await addEnglishTexts(() => import('../../../i18n/locales/setting/en.json'));

const YEAR = businessToday().slice(0, 4);

describe('Settings → Holidays', () => {
  it("lists the year's holidays, adds one with Enter, shows the server's refusal on the date, and removes one", async () => {
    const user = userEvent.setup();
    const holidays: THoliday[] = [{ id: 1, day: `${YEAR}-01-26`, name: 'Republic Day' }];
    const calls = stubApi({
      'GET /setting/holidays': (call: TApiCall) => ({
        body: { message: 'Holidays', data: call.searchParams.get('year') === YEAR ? holidays : [] },
      }),
      'POST /setting/holiday/store': (call: TApiCall) => {
        const body = call.body as { day: string; name: string };
        if (body.day === `${YEAR}-01-26`)
          return {
            status: 409,
            body: {
              error: true,
              message: 'This day is already a holiday.',
              issues: [{ path: 'day', message: 'This day is already a holiday.' }],
            },
          };
        holidays.push({ id: 2, ...body });
        return { body: { message: 'Holiday added.', data: { id: 2, ...body } } };
      },
      'POST /setting/holiday/delete': { message: 'Holiday removed.' },
    });
    renderWithProviders(<HolidaysSection />);
    const table = await screen.findByRole('table', { name: 'Holidays' });
    expect(within(table).getByText('Republic Day')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Date' }), `15-08-${YEAR}`);
    await user.type(screen.getByRole('textbox', { name: 'Holiday name' }), 'Independence Day{Enter}');
    expect(await within(table).findByText('Independence Day')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/setting/holiday/store')!.body).toEqual({
      day: `${YEAR}-08-15`,
      name: 'Independence Day',
    });

    await user.type(screen.getByRole('textbox', { name: 'Date' }), `26-01-${YEAR}`);
    await user.type(screen.getByRole('textbox', { name: 'Holiday name' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findAllByText('This day is already a holiday.')).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove the holiday Republic Day?' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete it' }));
    expect(await screen.findByText('Holiday removed.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/setting/holiday/delete')!.body).toEqual({ id: 1 });
  });
});
