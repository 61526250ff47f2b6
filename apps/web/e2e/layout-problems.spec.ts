import { expect, test, type Page } from '@playwright/test';
import { findLayoutProblems } from './support/layout-problems';

/**
 * The layout check of every-route.spec.ts on small pages made for it: each kind of problem is found where it is,
 * and the deliberate cases (a closed side menu, a cut title with a tooltip, a link in running text) are let be.
 */

async function problemsIn(page: Page, body: string, width = 390) {
  await page.setViewportSize({ width, height: 600 });
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

  // A table in its own scroller hides columns until scrolled; a side menu slid off screen is not seen at all.
  expect(
    await problemsIn(
      page,
      '<div style="overflow-x:auto"><table><tr><td style="min-width:600px">Wide table</td></tr></table></div>' +
        '<nav style="position:fixed;top:0;left:0;width:280px;transform:translateX(-100%)"><div style="width:400px">Menu</div></nav>',
    ),
  ).toEqual(['scrolls-sideways: Wide table']);

  // A named table (SCROLLERS_ALLOWED) may scroll inside its box on a phone, never on a laptop.
  const matrix =
    '<div style="overflow-x:auto"><table data-testid="rights-matrix"><tr><td style="min-width:1400px">Rights</td></tr></table></div>';
  expect(await problemsIn(page, matrix)).toEqual([]);
  expect(await problemsIn(page, matrix, 1280)).toEqual(['scrolls-sideways: Rights']);

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

  // Text that keeps its spaces (a message's body) leaves those at a line's end hanging past its box, undrawn: no
  // problem. Its letters past the box are.
  expect(
    await problemsIn(page, '<p style="width:100px;white-space:pre-wrap">aaaaaaaa            bbb</p>'),
  ).toEqual([]);
  expect(
    await problemsIn(page, '<p style="width:100px;white-space:pre-wrap">aaaaaaaaaaaaaaaaaaaa bbb</p>'),
  ).toEqual(['text-spills: aaaaaaaaaaaaaaaaaaaa bbb']);

  // A large number over its label, set tight: their line boxes (the fonts' full height) overlap, their letters do
  // not, which is no problem. Pulled up over the number, the label is.
  const number = '<div style="font-size:40px;line-height:0.9">1,234</div>';
  expect(await problemsIn(page, `${number}<div style="font-size:12px">Open complaints</div>`)).toEqual([]);
  expect(
    await problemsIn(page, `${number}<div style="font-size:12px;margin-top:-20px">Open complaints</div>`),
  ).toEqual(['text-overlaps: 1,234']);

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

test('on a phone-wide screen every control is at least 44 x 44 px; links in running text are words', async ({
  page,
}) => {
  const tappable = 'min-width:44px;min-height:44px';
  expect(
    await problemsIn(
      page,
      `<button style="${tappable}">OK</button>` +
        '<button style="height:30px">Save</button>' +
        '<div><a href="#">Forgot password?</a></div>' +
        '<p>Read the <a href="#">terms</a> first.</p>' +
        `<label style="display:flex;align-items:center;${tappable}"><input type="checkbox"> Remember me</label>` +
        '<div><input type="checkbox" aria-label="Select row"></div>' +
        '<div role="tab" tabindex="0" style="display:inline-block">Sales</div>',
    ),
  ).toEqual([
    'small-target: Save',
    'small-target: Forgot password?',
    'small-target: ',
    'small-target: Sales',
  ]);

  // A laptop has a pointer: the same controls are let be at 1280 px.
  expect(
    await problemsIn(
      page,
      '<button style="height:30px">Save</button><div><a href="#">Forgot password?</a></div>',
      1280,
    ),
  ).toEqual([]);
});
