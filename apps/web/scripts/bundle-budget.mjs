// The bundle budget (issue 12): how much JavaScript a browser downloads before a page renders, gzipped, per route.
//
// Run after `vite build` (the web app's `build` script does): reads dist/.vite/manifest.json, which vite.config.ts
// has Vite write, prints the sizes, and exits 1 when a budget is exceeded, so the build fails with the figures in
// view.
//
// - A budgeted route's initial JavaScript is the entry chunk with every chunk it imports statically (the browser
//   preloads all of them at once), plus the route's lazily loaded modules with their static imports: all of it
//   arrives before the page renders. A chunk both need counts once.
// - Every other lazily loaded chunk (a page, or part of one, such as the dashboard's charts) is held to its own
//   size. Beside it: what opening it adds to what the entry already loaded, its libraries included.
//
// Sizes are gzip -9, as the server sends them (precompress in vite.config.ts), in kB of 1000 bytes, as Vite
// reports them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The routes with a budget of their own and the modules their route objects load lazily (src/app/router), named
 * as the manifest names them: relative to apps/web. A listed module that is no longer lazily loaded fails the
 * check, so this table cannot go stale unnoticed.
 *
 * `targetKb` is issue 12's goal. `budgetKb` is what the build enforces: what the stack allows today (see the
 * README's "Bundle budget"), lowered as the gap closes, so that no change can quietly add weight meanwhile.
 */
export const ROUTE_BUDGETS = [
  {
    route: '/session/signin',
    // 298 before issue 14's public demo and accessible theme: the demo's four routes in the page table and the
    // router and the sign-in page's lazily loaded demo link (0.1 kB, the pages themselves load lazily), the
    // theme's contrast palettes and the clear buttons' name (1.6 kB) bring it to 299.7.
    // Issue 25's equipment register and its QR labels add 1.1 kB: their contracts (the zod schemas every route's
    // bundle carries, since a schema built at load time cannot be shaken out); their English texts arrive with
    // their pages.
    // 301.6 with issue 25's scanned label's page: its contracts (ZEquipmentScan, the fault report) and the session
    // keys and photo limits the page shares with the app, now chunks of their own.
    // 302.0 with issue 25's contract terms and renewal: ZRenewAmcBody, the term statuses and their messages.
    // 304.0 with billing that runs itself, cancelling, reminders and renewal requests: their contracts (the billing
    // plan and periods, the sale's due date and contract, the settings' reminder days and uplift), thirteen new
    // messages, and the settings form's English texts, which the shell carries.
    // 306.4 with issue 26's hardening: the database's two new messages (unavailable; a save whose outcome is
    // unknown), which any page may show, and the demo notice's gate in both layouts (the notice loads lazily).
    // 305.7 with issue 26's restore in the wizard and personal API tokens: their contracts and messages (the
    // restore's refusals, the tokens' schemas), which every route's bundle carries.
    // 310.7 with issue 27's documents: UPI payments, credit notes and purchase returns (their schemas, statuses
    // and twenty messages, the page table's four pages), which every route's bundle carries; 311.4 with the
    // statements of account and receivables by age (their schemas and four messages); 312.7 with tax invoices
    // (tax components, HSN codes, receipts, the customer's balance) and the suppliers' answers (their schemas, the
    // eight messages, the live notices' names); 314.2 with the tax report (its schemas and message) and issue 28's
    // working week and holidays (their schemas and four messages); 315.4 with issue 28's service levels (their
    // schemas, the complaint's priorities, statuses and promised times, the service level report, twelve messages).
    // 317.1 with issue 28's timesheet and stock places (their schemas and eleven messages); issue 29 is to cut the
    // contracts out of this page.
    // 301.0 with issue 29's first cut: the modules' English texts come with the signed-in shell
    // (i18n/languages/en-signed-in.ts, counted in the dashboard's figure below), the shell's own stay here.
    // 289.5 with the browser's own select as the language picker (no combobox, popover or its floating layer).
    // 270.0 with no floating layer at all: the light/dark toggle bare before sign-in (the header gives it its
    // tooltip), and Mantine's scroll area, which every modal holds, merging its refs without @floating-ui/react
    // (vite.config.ts, scrollAreaRefs).
    // 267.8 with the user, product, category, tax and mail-health texts moved from the shell's file to their
    // modules' folders (they come with the signed-in shell).
    budgetKb: 268,
    targetKb: 170,
    lazyModules: ['src/app/layouts/session-layout.tsx', 'src/app/router/signin-route.tsx'],
  },
  {
    route: '/dashboard/default',
    // 350.1 with issue 14's charts page, demo pages and accessible shell (theme contrast, the drawer's keyboard
    // handling): their English texts, route entries and the charts' menu icon travel with the shell.
    // 353.3 with issue 25's equipment register and QR labels (their contracts, the menu entry and icon, the
    // table's tools for selected rows).
    // 354.2 with the scanned label's page (the same, and the complaint's "reported by scan" and its opening on an
    // item from the address).
    // 354.6 with the contract terms and renewal (the same).
    // 356.6 with billing, cancelling, reminders and renewal requests (the same, and the dashboard's money overdue).
    // 359.4 with issue 26's hardening (the same as the sign-in page's, and the shell's demo status query).
    // 359.2 with the restore and API tokens (the same, and the user menu's API tokens entry and icon).
    // 365.1 with issue 27's documents (the same, and the menu entries and icons of credit notes and returns);
    // 366.1 with statements and receivables (the same, and the dashboard's "Money owed"); 367.5 with tax invoices
    // and the suppliers' answers (the same); 368.1 with issue 28's service levels (the contracts' priorities,
    // complaint statuses and service-level schemas); 368.9 with the service level report and the dashboard's tiles.
    // 372.1 with issue 28's live notices (a promise at risk, a low rating: the shell's listener and its toast,
    // and the live events' English texts, which now come with the shell instead of the sign-in page).
    // 366.1 with issue 29's native language picker (the header's menu shows it too).
    budgetKb: 368,
    targetKb: 170,
    lazyModules: [
      'src/app/live-events/live-events-provider.tsx',
      // The modules' English texts, loaded with the shell (i18n/languages/en-signed-in.ts).
      'src/i18n/languages/en-signed-in.ts',
      'src/app/layouts/app-layout.tsx',
      'src/features/dashboard/components/dashboard-page.tsx',
    ],
  },
];

/** Any other lazily loaded chunk, on its own. */
export const LAZY_CHUNK_BUDGET_KB = 60;

/**
 * The light pages, each held to issue 25's "at most 60 KB of script": the scanned QR label's and the rating link's
 * (issue 28, "as light as the scan page"). Every script file one loads, uncompressed (the stricter reading): its
 * entry with what that imports and its largest language's texts (the two pages share the language files).
 */
export const LIGHT_PAGES = [
  { page: 'scan.html', name: "The scanned label's page", budgetKb: 60 },
  { page: 'rate.html', name: "The rating link's page", budgetKb: 60 },
];
const isScanTexts = (chunk) => /^src\/scan\/locales\//.test(chunk.src ?? '');

/** The manifest keys of a chunk and of every chunk it imports statically, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** "assets/react-CYZ-6tCz.js" -> "react"; a chunk with a source module of its own is named by that source. */
function chunkLabel(manifest, key) {
  const chunk = manifest[key];
  if (chunk.isEntry) return `entry (${chunk.src})`;
  if (chunk.src) return chunk.src.replace(/^src\//, '').replace(/\.[cm]?[tj]sx?$/, '');
  return chunk.file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
}

/** A light page: its script files, uncompressed, and the budget exceeded if it is. */
function measureLightPage(manifest, rawKb, { page, budgetKb }) {
  if (!manifest[page]?.isEntry) return { page, kb: 0, failure: `${page}: not in the build` };
  const own = sumSizes(staticClosure(manifest, page), manifest, rawKb);
  const texts = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && isScanTexts(manifest[key]),
  );
  const kb = own + Math.max(0, ...texts.map((key) => rawKb(manifest[key].file)));
  const failure = kb > budgetKb ? `${page}: ${kb.toFixed(1)} kB of script > ${budgetKb} kB` : null;
  return { page, kb, failure };
}

const sumSizes = (keys, manifest, sizeKb) =>
  [...keys].reduce((total, key) => total + sizeKb(manifest[key].file), 0);

/**
 * Measures a build: `manifest` is Vite's manifest, `gzipKb(file)` and `rawKb(file)` the gzipped and the plain size
 * of one of its files. Returns the rows to print and the budgets exceeded (empty when all is well).
 */
export function measureBundle(manifest, gzipKb, rawKb) {
  const failures = [];
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const pages = LIGHT_PAGES.map((light) => light.page);
  const unknown = entryKeys.filter((key) => key !== 'index.html' && !pages.includes(key));
  if (!manifest['index.html']?.isEntry || unknown.length)
    throw new Error(`expected the entries index.html and ${pages.join(', ')}, found ${entryKeys.join(', ')}`);
  const entryClosure = staticClosure(manifest, 'index.html');
  const sizeOf = (key) => gzipKb(manifest[key].file);
  const sumOf = (keys) => [...keys].reduce((total, key) => total + sizeOf(key), 0);

  const routes = ROUTE_BUDGETS.map(({ route, budgetKb, targetKb, lazyModules }) => {
    const keys = new Set(entryClosure);
    for (const module of lazyModules) {
      if (manifest[module]?.isDynamicEntry) staticClosure(manifest, module, keys);
      else
        failures.push(
          `${route}: ${module} is not a lazily loaded chunk; update ROUTE_BUDGETS in this script`,
        );
    }
    const gzKb = sumOf(keys);
    if (gzKb > budgetKb) failures.push(`${route}: ${gzKb.toFixed(1)} kB gzipped > ${budgetKb} kB`);
    const chunks = [...keys]
      .map((key) => ({ name: chunkLabel(manifest, key), gzKb: sizeOf(key) }))
      .sort((a, b) => b.gzKb - a.gzKb);
    return { route, gzKb, budgetKb, targetKb, chunks };
  });

  const lazyChunks = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && !isScanTexts(manifest[key]))
    .map((key) => {
      const name = chunkLabel(manifest, key);
      const gzKb = sizeOf(key);
      if (gzKb > LAZY_CHUNK_BUDGET_KB)
        failures.push(`${name}: ${gzKb.toFixed(1)} kB gzipped > ${LAZY_CHUNK_BUDGET_KB} kB`);
      const addsKb = sumOf([...staticClosure(manifest, key)].filter((k) => !entryClosure.has(k)));
      return { name, gzKb, addsKb };
    })
    .sort((a, b) => b.gzKb - a.gzKb);

  const lightPages = LIGHT_PAGES.map((light) => measureLightPage(manifest, rawKb, light));
  for (const light of lightPages) if (light.failure) failures.push(light.failure);
  return { routes, lazyChunks, lightKb: Object.fromEntries(lightPages.map((l) => [l.page, l.kb])), failures };
}

function printTable(title, header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) =>
    `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')}`;
  console.log(
    `\n${title}\n${line(all[0]).trimEnd()}\n  ${'-'.repeat(widths.reduce((a, b) => a + b + 2, -2))}`,
  );
  for (const row of all.slice(1)) console.log(line(row).trimEnd());
}

/** The many small chunks (a Mantine component, an icon, a helper) of a route, as one line. */
function smallChunksRow(chunks) {
  const total = chunks.reduce((sum, c) => sum + c.gzKb, 0);
  return [`  ${chunks.length} chunks under 1 kB`, total.toFixed(1), '', '', ''];
}

function report({ routes, lazyChunks, lightKb, failures }) {
  const kb = (value) => value.toFixed(1);
  const routeRows = routes.flatMap((r) => [
    [r.route, kb(r.gzKb), r.budgetKb, r.targetKb, r.gzKb > r.budgetKb ? 'OVER BUDGET' : ''],
    ...r.chunks.filter((c) => c.gzKb >= 1).map((c) => [`  ${c.name}`, kb(c.gzKb), '', '', '']),
    smallChunksRow(r.chunks.filter((c) => c.gzKb < 1)),
  ]);
  printTable(
    'Initial JavaScript per route (gzip -9, kB)',
    ['route / chunk', 'gz', 'budget', 'target', ''],
    routeRows,
  );
  const lazyRows = lazyChunks.map((c) => [
    c.name,
    kb(c.gzKb),
    LAZY_CHUNK_BUDGET_KB,
    kb(c.addsKb),
    c.gzKb > LAZY_CHUNK_BUDGET_KB ? 'OVER BUDGET' : '',
  ]);
  printTable(
    'Lazily loaded chunks, own size (gzip -9, kB)',
    ['lazy chunk', 'gz', 'budget', 'opening it adds', ''],
    lazyRows,
  );
  for (const { page, name, budgetKb } of LIGHT_PAGES)
    console.log(
      `\n${name} (${page}): ${kb(lightKb[page])} kB of script, uncompressed (budget ${budgetKb} kB)`,
    );
  if (failures.length > 0) {
    console.error(`\nBundle budget exceeded:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    return 1;
  }
  console.log('\nBundle budget: ok');
  return 0;
}

function main() {
  const distDir = new URL('../dist/', import.meta.url);
  const manifestUrl = new URL('.vite/manifest.json', distDir);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestUrl, 'utf8'));
  } catch (error) {
    console.error(
      `bundle budget: cannot read ${fileURLToPath(manifestUrl)} (run vite build first): ${error.message}`,
    );
    return 1;
  }
  const sizes = new Map();
  const gzipKb = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(new URL(file, distDir)), { level: 9 }).length / 1000);
    return sizes.get(file);
  };
  const rawKb = (file) => readFileSync(new URL(file, distDir)).length / 1000;
  return report(measureBundle(manifest, gzipKb, rawKb));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
