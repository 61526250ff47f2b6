import { expect, test, type Page } from '@playwright/test';
import { findLayoutProblems } from './support/layout-problems';

/**
 * The layout check of every-route.spec.ts on small pages made for it: each kind of problem is found where it is,
 * and the deliberate cases (a table's scroller, a closed side menu, a cut title with a tooltip) are let be.
 */

async function problemsIn(page: Page, body: string) {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.setContent(`<body style="margin:0;font:16px sans-serif">${body}</body>`);
  return (await findLayoutProblems(page)).map((p) => `${p.kind}: ${p.text}`);
}

test('the layout check finds what reaches past the screen, spills, overlaps or is cut, and nothing else', async ({
  page,
}) => {
  expect(await problemsIn(page, '<p>Fits the screen.</p>')).toEqual([]);

  // A header wider than the phone, fixed like the app's: the page does not scroll, the user menu is cut off.
  expect(
    await problemsIn(
      page,
      '<header style="position:fixed;top:0;left:0;display:flex;gap:8px"><span style="width:300px">Menu</span><span style="width:150px">Sign out</span></header>',
    ),
  ).toEqual(['overflow: Menu Sign out']);

  // In flow, it also makes the page scroll sideways.
  expect(await problemsIn(page, '<div style="width:500px">Too wide</div>')).toEqual([
    'page-scroll: Too wide',
    'overflow: Too wide',
  ]);

  // A table in its own scroller is reported, not failed; a side menu slid off screen is not seen at all.
  expect(
    await problemsIn(
      page,
      '<div style="overflow-x:auto"><table><tr><td style="min-width:600px">Wide table</td></tr></table></div>' +
        '<nav style="position:fixed;top:0;left:0;width:280px;transform:translateX(-100%)"><div style="width:400px">Menu</div></nav>',
    ),
  ).toEqual(['scrolls-sideways: Wide table']);

  // An e-mail wider than its column runs over the date beside it.
  expect(
    await problemsIn(
      page,
      '<div style="display:grid;grid-template-columns:repeat(2,minmax(0,1fr))">' +
        '<div><bdi>priya.sharma@demo.customer.example</bdi></div><div>04-11-2026</div></div>',
    ),
  ).toEqual([
    'text-spills: priya.sharma@demo.customer.example',
    'text-overlaps: priya.sharma@demo.customer.example',
  ]);

  // A badge cut with an ellipsis fails; a title cut the same way with its full text in a tooltip does not.
  const ellipsis =
    'display:inline-block;width:40px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap';
  expect(
    await problemsIn(
      page,
      `<span style="${ellipsis}">PARTIAL PAID</span>` +
        `<a href="#" aria-label="Service: Gas refill (Open)"><span style="${ellipsis}">Gas refill</span></a>`,
    ),
  ).toEqual(['truncated: PARTIAL PAID']);
});
