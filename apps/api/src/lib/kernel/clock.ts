/**
 * The one source of "now" for whatever depends on the day: the business's today (readBusinessCalendar), the
 * scheduler's runs, a contract's term and its bills. One place, so a test can stand on any day: `setClock` is for
 * tests only (test/clock.test.ts holds that nothing in src calls it), and no setting, variable or request changes
 * it, so a production process always runs on the real time.
 */
const realTime = () => new Date();
let source: () => Date = realTime;

export const now = (): Date => source();

/** Tests: the time `now` answers from here on; null goes back to the real time. */
export function setClock(time: (() => Date) | null): void {
  source = time ?? realTime;
}
