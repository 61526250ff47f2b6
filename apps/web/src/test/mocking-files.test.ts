import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { MOCKING_FILES } from './mocking-files';

// Files that share a worker's modules must not replace one: a replaced module would reach the files after them.
test('every unit test file that replaces a module with vi.mock is one of the isolated ones', () => {
  // Vitest runs in the web app's folder (its root); jsdom's URL is no file URL to resolve this file's own.
  const root = `${process.cwd()}/`;
  const mocking = readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file}`)
    .filter((file) => /^\s*vi\.mock\(/m.test(readFileSync(`${root}${file}`, 'utf8')));
  expect(mocking.sort()).toEqual([...MOCKING_FILES].sort());
});
