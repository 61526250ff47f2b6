import { DEFAULT_WORKING_WEEK, ZUpdateSettingsBody, type TWorkingWeek } from '@amc/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addEnglishTexts } from '../../../i18n/english-texts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WorkingWeekInput } from './working-week-input';

await addEnglishTexts(() => import('../../../i18n/locales/setting/en.json'));

const NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The editor holding its week, each change kept in `seen`. */
function Harness({ seen }: { seen: TWorkingWeek[] }) {
  const [week, setWeek] = useState<TWorkingWeek>(DEFAULT_WORKING_WEEK);
  return (
    <WorkingWeekInput
      value={week}
      onChange={(next) => {
        seen.push(next);
        setWeek(next);
      }}
      weekdayNames={NAMES}
    />
  );
}

describe('WorkingWeekInput', () => {
  it('opens and closes days and edits their hours, Monday first; the contract stores the week as one text', async () => {
    const user = userEvent.setup();
    const seen: TWorkingWeek[] = [];
    renderWithProviders(<Harness seen={seen} />);
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(7);
    // Sunday is closed in the default week, last in the list.
    expect(switches[6]).not.toBeChecked();
    expect(screen.getAllByText('Closed')).toHaveLength(1);
    await user.click(switches[5]!);
    const saturdayClosed = seen.at(-1)!;
    expect(saturdayClosed[6]).toBeNull();
    const mondayCloses = screen.getByLabelText('Mon closes at');
    await user.clear(mondayCloses);
    await user.type(mondayCloses, '13:00');
    const week = seen.at(-1)!;
    expect(week[1]).toEqual({ start: '09:00', end: '13:00' });
    const body = ZUpdateSettingsBody.shape.working_week.parse(week);
    expect(body).toBe(',09:00-13:00,09:00-18:00,09:00-18:00,09:00-18:00,09:00-18:00,');
  });

  it('shows the server check: a day that closes before it opens is refused', () => {
    const late = DEFAULT_WORKING_WEEK.map((day, index) =>
      index === 1 ? { start: '18:00', end: '09:00' } : day,
    );
    expect(ZUpdateSettingsBody.shape.working_week.safeParse(late).success).toBe(false);
  });
});
