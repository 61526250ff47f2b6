/**
 * Test files that replace a module with `vi.mock`. They need a module graph of their own (vitest.config.ts): in a
 * shared one, a module another file loaded first stays real, and a replaced one would reach the files after them.
 * `mocking-files.test.ts` fails when a file that replaces a module is missing here.
 */
export const MOCKING_FILES = [
  'src/app/startup/startup-gate.test.tsx',
  'src/app/live-events/live-event-stream.test.ts',
  'src/features/import/components/import-page.test.tsx',
  'src/features/equipment/components/equipment-form.test.tsx',
  'src/features/complaint/components/complaint-form.test.tsx',
];
