import { describe, expect, it } from 'vitest';
import { LAZY_CHUNK_BUDGET_KB, LIGHT_PAGES, ROUTE_BUDGETS, measureBundle } from './bundle-budget.mjs';

const BUDGET = LIGHT_PAGES[0].budgetKb;

const [signin, dashboard] = ROUTE_BUDGETS;

/** A build as Vite's manifest describes it: the entry, shared chunks, and each budgeted route's lazy modules. */
function buildOf({ extra = {}, lazy = {} } = {}) {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_react.js', '_ui.js'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
    '_form.js': { file: 'assets/form.js', imports: ['_ui.js'] },
    'scan.html': { file: 'assets/scan.js', src: 'scan.html', isEntry: true, imports: ['_limits.js'] },
    '_limits.js': { file: 'assets/limits.js' },
    'rate.html': { file: 'assets/rate.js', src: 'rate.html', isEntry: true, imports: ['_limits.js'] },
    'src/scan/locales/de.json': {
      file: 'assets/scan-de.js',
      src: 'src/scan/locales/de.json',
      isDynamicEntry: true,
    },
    'src/scan/locales/ta.json': {
      file: 'assets/scan-ta.js',
      src: 'src/scan/locales/ta.json',
      isDynamicEntry: true,
    },
    ...extra,
  };
  for (const module of [...signin.lazyModules, ...dashboard.lazyModules]) {
    manifest[module] = {
      file: `assets/${module}.js`,
      src: module,
      isDynamicEntry: true,
      imports: ['_ui.js'],
    };
  }
  manifest[signin.lazyModules[1]].imports = ['_form.js', '_ui.js'];
  Object.assign(manifest, lazy);
  const sizes = { 'assets/index.js': 10, 'assets/react.js': 90, 'assets/ui.js': 40, 'assets/form.js': 8 };
  const raw = {
    'assets/scan.js': 20,
    'assets/rate.js': 8,
    'assets/limits.js': 1,
    'assets/scan-de.js': 2,
    'assets/scan-ta.js': 5,
  };
  return { manifest, gzipKb: (file) => sizes[file] ?? 1, rawKb: (file) => raw[file] ?? 3 };
}

describe('bundle budget', () => {
  it("adds up a route's entry, lazy modules and their static imports, each chunk once", () => {
    const { manifest, gzipKb, rawKb } = buildOf();
    const result = measureBundle(manifest, gzipKb, rawKb);
    // index 10 + react 90 + ui 40 + form 8 + the two lazy modules at 1 each.
    expect(result.routes[0]).toMatchObject({ route: signin.route, gzKb: 150 });
    expect(result.routes[0].chunks.map((c) => c.name)).toContain('entry (index.html)');
    expect(result.failures).toEqual([]);
  });

  it('names a route over its budget and a lazy chunk over its own', () => {
    const { manifest, gzipKb, rawKb } = buildOf({
      lazy: {
        'src/features/big/big-page.tsx': {
          file: 'assets/big.js',
          src: 'src/features/big/big-page.tsx',
          isDynamicEntry: true,
          imports: ['_charts.js'],
        },
      },
      extra: { '_charts.js': { file: 'assets/charts.js' } },
    });
    const sizes = (file) =>
      ({ 'assets/big.js': LAZY_CHUNK_BUDGET_KB + 1, 'assets/react.js': signin.budgetKb })[file] ??
      gzipKb(file);
    const result = measureBundle(manifest, sizes, rawKb);
    expect(result.failures).toContainEqual(
      expect.stringMatching(new RegExp(`^/session/signin: .* kB gzipped > ${signin.budgetKb} kB$`)),
    );
    expect(result.failures).toContain(
      `features/big/big-page: ${LAZY_CHUNK_BUDGET_KB + 1}.0 kB gzipped > 60 kB`,
    );
    // What opening the page adds beyond the entry: itself and the library only it uses.
    expect(result.lazyChunks.find((c) => c.name === 'features/big/big-page')?.addsKb).toBe(
      LAZY_CHUNK_BUDGET_KB + 2,
    );
  });

  it('fails when a budgeted route module is no longer loaded lazily', () => {
    const { manifest, gzipKb, rawKb } = buildOf();
    delete manifest[dashboard.lazyModules[2]];
    expect(measureBundle(manifest, gzipKb, rawKb).failures).toContain(
      `${dashboard.route}: ${dashboard.lazyModules[2]} is not a lazily loaded chunk; update ROUTE_BUDGETS in this script`,
    );
  });

  it('holds each light page to its budget: its script uncompressed and its largest language', () => {
    const { manifest, gzipKb, rawKb } = buildOf();
    // scan 20 + limits 1 + Tamil's texts 5 (the largest); rate 8 + 1 + 5; the app's chunks and lazy list leave them out.
    const result = measureBundle(manifest, gzipKb, rawKb);
    expect(result.lightKb).toEqual({ 'scan.html': 26, 'rate.html': 14 });
    expect(result.lazyChunks.map((c) => c.name)).not.toContain('scan/locales/ta');
    const heavy = (file) => (file === 'assets/rate.js' ? BUDGET : rawKb(file));
    expect(measureBundle(manifest, gzipKb, heavy).failures).toEqual([
      `rate.html: ${(BUDGET + 6).toFixed(1)} kB of script > ${BUDGET} kB`,
    ]);
    delete manifest['scan.html'];
    expect(measureBundle(manifest, gzipKb, rawKb).failures).toEqual(['scan.html: not in the build']);
  });
});
