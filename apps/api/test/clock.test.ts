import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { now, setClock } from '../src/lib/kernel/clock';

const SRC = join(__dirname, '..', 'src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.ts$/.test(name) ? [path] : [];
  });

describe('the clock', () => {
  afterEach(() => setClock(null));

  it('answers the real time unless a test sets it, and goes back to it', () => {
    const before = Date.now();
    expect(now().getTime()).toBeGreaterThanOrEqual(before);
    setClock(() => new Date('2027-03-31T23:30:00Z'));
    expect(now().toISOString()).toBe('2027-03-31T23:30:00.000Z');
    setClock(null);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('is set by nothing in the product: only tests move time', () => {
    const setters = sourceFiles(SRC).filter(
      (file) =>
        !file.endsWith(join('lib', 'kernel', 'clock.ts')) && /\bsetClock\b/.test(readFileSync(file, 'utf8')),
    );
    expect(setters).toEqual([]);
  });
});
