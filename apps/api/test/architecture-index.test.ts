import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Issue 29, section 6: docs/ARCHITECTURE.md's module index is read as a table and held to the folders. Every
 * module folder of the API, every web feature, every module text folder and every route file is in it, and every
 * file or folder it names exists, so the index cannot drift from the code unnoticed.
 */
const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const dirs = (path: string) =>
  readdirSync(root(path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Where each column's names live. */
const COLUMNS = [
  { name: 'contract', under: ['packages/contracts/src/'] },
  { name: 'API', under: ['apps/api/src/modules/'] },
  { name: 'web feature', under: ['apps/web/src/features/', 'apps/web/src/'] },
  { name: 'routes', under: ['apps/web/src/app/router/'] },
  { name: 'texts', under: ['apps/web/src/i18n/locales/'] },
  { name: 'API tests', under: ['apps/api/test/'] },
  { name: 'e2e', under: ['apps/web/e2e/'] },
] as const;

function readIndex() {
  const doc = readFileSync(root('docs/ARCHITECTURE.md'), 'utf8');
  const section = doc.slice(
    doc.indexOf('## Module index'),
    doc.indexOf('\n## ', doc.indexOf('## Module index') + 1),
  );
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| module'))
    .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '')));
  return rows.map((cells) => ({
    module: cells[0]!,
    // The names a cell gives in backquotes; prose around them ("the employee's home, ...") is read past.
    cells: COLUMNS.map((_, i) => [...(cells[i + 1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!)),
  }));
}

describe("docs/ARCHITECTURE.md's module index", () => {
  const index = readIndex();
  const named = (column: (typeof COLUMNS)[number]['name']) => {
    const at = COLUMNS.findIndex((c) => c.name === column);
    return index.flatMap((row) => row.cells[at]!);
  };

  it('names only what exists', () => {
    const missing = index.flatMap((row) =>
      row.cells.flatMap((names, i) =>
        names
          .filter((name) => /^[\w./-]+$/.test(name))
          .filter((name) => !COLUMNS[i]!.under.some((under) => existsSync(root(under + name))))
          .map((name) => `${row.module}: ${COLUMNS[i]!.name} ${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('has every API module, web feature, module text folder and route file', () => {
    const first = (name: string) => name.split('/')[0]!;
    const apiNamed = new Set(named('API').map(first));
    expect(dirs('apps/api/src/modules').filter((name) => !apiNamed.has(name))).toEqual([]);
    const webNamed = new Set(
      named('web feature')
        .map((name) => name.replace(/^components\//, ''))
        .map(first),
    );
    expect(dirs('apps/web/src/features').filter((name) => !webNamed.has(name))).toEqual([]);
    const textsNamed = new Set(named('texts').map(first));
    expect(dirs('apps/web/src/i18n/locales').filter((name) => !textsNamed.has(name))).toEqual([]);
    const routesNamed = new Set(named('routes'));
    const routeFiles = readdirSync(root('apps/web/src/app/router')).filter((name) =>
      name.endsWith('-routes.tsx'),
    );
    expect(
      routeFiles.filter(
        (name) => !routesNamed.has(name) && name !== 'app-routes.tsx' && name !== 'session-routes.tsx',
      ),
    ).toEqual([]);
  });
});
