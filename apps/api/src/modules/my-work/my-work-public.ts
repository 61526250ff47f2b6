/** What the rest of the API may use of the my-work module (docs/ARCHITECTURE.md, "Walls"); the rest is its own. */
export { figuresOf, inReachOf, readTimesheetDays, sumFigures, type TTimesheetDay } from './my-work-timesheet';
