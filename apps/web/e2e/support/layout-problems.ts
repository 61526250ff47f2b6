import type { Page } from '@playwright/test';

/**
 * What is wrong with a page's layout at the current viewport width:
 * - `page-scroll`: the page itself scrolls sideways;
 * - `overflow`: a visible element reaches past the left or right edge of the viewport (and is not inside a box
 *   that scrolls sideways on purpose, such as a table's scroller);
 * - `text-spills`: text runs out of its own box, over its neighbours or cut off without an ellipsis;
 * - `text-overlaps`: two texts drawn over each other (an e-mail over the date beside it), each seen part of a
 *   line compared with the others of its layer (a fixed header or a popover may cover the page by design);
 * - `truncated`: text cut with an ellipsis ("PARTIAL P...") whose full text is nowhere at hand: not in a `title`
 *   or `aria-label` of the element or of the link or chip around it (a calendar chip's tooltip);
 * - `scrolls-sideways`: a box whose content is wider than itself, so part of it (a table's columns) is out of
 *   sight until scrolled, unless it is one of SCROLLERS_ALLOWED;
 * - `small-target`: on a phone-wide screen (the app's PHONE_MEDIA_QUERY, up to 48em = 768 px), something to tap
 *   smaller than 44 x 44 px (WCAG 2.5.5): a button, a link that is not part of running text, an input or select,
 *   a tab, a menu item; a checkbox or radio by the label around it, which takes the tap too.
 */
export type TLayoutProblemKind =
  | 'page-scroll'
  | 'overflow'
  | 'text-spills'
  | 'text-overlaps'
  | 'truncated'
  | 'scrolls-sideways'
  | 'small-target';

/** Every kind fails a page. */
export const FAILING_KINDS: readonly TLayoutProblemKind[] = [
  'page-scroll',
  'overflow',
  'text-spills',
  'text-overlaps',
  'truncated',
  'scrolls-sideways',
  'small-target',
];

/** The smallest thing a finger is sure to hit, in CSS px, on a phone-wide screen. */
export const MIN_TOUCH_TARGET = 44;

/**
 * Boxes that may scroll sideways up to a width, each with why; everything else must fit its box at every width
 * (a list at 1280 and 1440 px without exception). A selector names the scroller, something around it or the
 * table inside it.
 */
export const SCROLLERS_ALLOWED: readonly { selector: string; upToWidth: number; why: string }[] = [
  {
    selector:
      '[data-testid=quotation-lines], [data-testid=sale-lines], [data-testid=purchase-lines], ' +
      '[data-testid=credit-note-lines], [data-testid=return-form-lines], [data-testid=purchase-return-lines]',
    upToWidth: 768,
    why: "a bill's lines (product, quantity, price, discount, tax, total) are read across; cards: not yet",
  },
  {
    selector: '[data-testid=rights-matrix]',
    upToWidth: 768,
    why: 'the rights matrix is modules by rights, a grid of checkboxes read across and down',
  },
  {
    selector:
      '[data-testid=amc-schedule], [data-testid=sale-payments], [data-testid=amc-services-month], ' +
      '[data-testid=credit-refunds], [data-testid=credit-uses], [data-testid=statement-lines]',
    upToWidth: 768,
    why: "an AMC's schedule, a sale's payments or a credit note's refunds and uses, the month's AMC services: small tables, cards not yet",
  },
];

/**
 * Controls that may be smaller than 44 x 44 px on a phone, each with why (matched with `closest`).
 */
export const SMALL_TARGETS_ALLOWED: readonly { selector: string; why: string }[] = [
  {
    selector: '[data-calendar-entry]',
    why: "the dashboard's month calendar: seven days share a phone's width (45 px a day), each with its entries",
  },
];

/** The same media query as apps/web/src/lib/use-is-phone.ts: where lists are cards and targets 44 px. */
const PHONE_MEDIA_QUERY = '(max-width: 48em)';

/** What a finger taps: controls by their element or role (checkboxes and radios are measured by their label). */
const TAP_TARGETS =
  'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=menuitem], ' +
  '[role=combobox], [role=checkbox], [role=radio], [role=switch]';

export type TLayoutProblem = {
  kind: TLayoutProblemKind;
  /** tag#id.class [data-testid] [aria-label] in <landmark>: enough to find it in the page's code. */
  element: string;
  /** The start of its text, to tell it from its neighbours. */
  text: string;
  left: number;
  right: number;
  width: number;
  /** What is too wide, in pixels, and for `overflow` how many overflowing elements it contains. */
  detail: string;
};

/** At most this many problems of one kind per page: the first ones name the culprit, the rest repeat it. */
const MAX_PER_KIND = 12;

/**
 * Walks the page in the browser. Only the outermost element of an overflowing subtree is reported (its
 * children overflow with it), with the count of those inside, so a 442 px header is one line, not thirty.
 */
export async function findLayoutProblems(page: Page): Promise<TLayoutProblem[]> {
  const options = {
    maxPerKind: MAX_PER_KIND,
    minTarget: MIN_TOUCH_TARGET,
    phoneQuery: PHONE_MEDIA_QUERY,
    tapTargets: TAP_TARGETS,
    scrollersAllowed: SCROLLERS_ALLOWED.filter(
      (allowed) => page.viewportSize()!.width <= allowed.upToWidth,
    ).map((allowed) => allowed.selector),
    smallTargetsAllowed: SMALL_TARGETS_ALLOWED.map((allowed) => allowed.selector),
  };
  return page.evaluate((given) => {
    const { maxPerKind, minTarget, phoneQuery, tapTargets, scrollersAllowed, smallTargetsAllowed } = given;
    const viewportWidth = document.documentElement.clientWidth;
    const problems: TLayoutProblem[] = [];

    const describe = (el: Element) => {
      const classes = [...el.classList]
        .filter((name) => !name.startsWith('m_'))
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      const testId = el.getAttribute('data-testid');
      const label = el.getAttribute('aria-label');
      const landmark = el.parentElement?.closest('header, nav, main, footer, aside, [role=dialog], table');
      return (
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}` +
        (testId ? ` [data-testid=${testId}]` : '') +
        (label ? ` [aria-label=${label}]` : '') +
        (landmark ? ` in ${landmark.tagName.toLowerCase()}` : '')
      );
    };
    const textOf = (el: Element) =>
      ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    const problem = (kind: TLayoutProblemKind, el: Element, detail: string): TLayoutProblem => {
      const rect = el.getBoundingClientRect();
      return {
        kind,
        element: describe(el),
        text: textOf(el),
        left: Math.round(rect.left),
        right: Math.round(rect.right),
        width: Math.round(rect.width),
        detail,
      };
    };

    /** Style lookups repeat for shared ancestors: one per element. */
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (el: Element) => {
      let style = styles.get(el);
      if (!style) styles.set(el, (style = getComputedStyle(el)));
      return style;
    };
    const isRoot = (el: Element) => el === document.documentElement || el === document.body;
    const scrollsSideways = (el: Element) => {
      const overflowX = styleOf(el).overflowX;
      return !isRoot(el) && (overflowX === 'auto' || overflowX === 'scroll');
    };
    const isShown = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const rect = el.getBoundingClientRect();
      // A 1 px box is a visually hidden label for screen readers, not something anyone sees.
      return rect.width > 1 && rect.height > 1;
    };
    /** A fixed panel slid wholly off screen (the closed phone menu) is hidden, however wide its content. */
    const isOffCanvas = (el: Element) => {
      for (let at: Element | null = el; at && !isRoot(at); at = at.parentElement) {
        if (styleOf(at).position !== 'fixed') continue;
        const rect = at.getBoundingClientRect();
        if (rect.right <= 0 || rect.left >= viewportWidth) return true;
      }
      return false;
    };
    const insideScroller = (el: Element) => {
      for (let at = el.parentElement; at && !isRoot(at); at = at.parentElement) {
        if (scrollsSideways(at)) return true;
      }
      return false;
    };

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(
        problem(
          'page-scroll',
          root,
          `page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`,
        ),
      );
    }

    const all = [...document.body.querySelectorAll('*')].filter(isShown);
    const overflowing = new Set(
      all.filter((el) => {
        const rect = el.getBoundingClientRect();
        const outside = rect.left < -0.5 || rect.right > viewportWidth + 0.5;
        return outside && !insideScroller(el) && !isOffCanvas(el);
      }),
    );
    const outermost = [...overflowing].filter(
      (el) => !el.parentElement || !overflowing.has(el.parentElement),
    );
    for (const el of outermost.slice(0, maxPerKind)) {
      const inside = [...overflowing].filter((other) => other !== el && el.contains(other)).length;
      const rect = el.getBoundingClientRect();
      const past =
        rect.right > viewportWidth
          ? `${Math.round(rect.right - viewportWidth)} px past the right edge`
          : `${Math.round(-rect.left)} px past the left edge`;
      problems.push(problem('overflow', el, `${past}${inside ? `, ${inside} overflowing inside` : ''}`));
    }

    /** The box that paints over or under others as one (a fixed header, a sticky row, a popover). */
    const layerOf = (el: Element) => {
      for (let at: Element | null = el; at && !isRoot(at); at = at.parentElement) {
        if (['fixed', 'sticky', 'absolute'].includes(styleOf(at).position)) return at;
      }
      return document.body;
    };
    /** Where a line of text is seen: its rectangle cut by every ancestor that clips. */
    const seenPart = (el: Element, line: DOMRect) => {
      let { left, right, top, bottom } = line;
      for (let at = el.parentElement; at && !isRoot(at); at = at.parentElement) {
        const style = styleOf(at);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = at.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return right - left > 2 && bottom - top > 2 ? { left, right, top, bottom } : null;
    };
    const fullTextAtHand = (el: Element) => {
      const text = (el.textContent ?? '').trim();
      for (let at: Element | null = el, up = 0; at && up < 4; at = at.parentElement, up += 1) {
        const hint = at.getAttribute('title') ?? at.getAttribute('aria-label');
        if (hint?.includes(text)) return true;
      }
      return false;
    };

    /**
     * Where a text's letters are drawn within its line boxes: a line box is as tall as its font's ascent and
     * descent, taller than any letter, so two lines of a tight block (a large number over its label) touch by
     * their boxes with their letters apart, more so with a tall font such as Noto. Measured in a canvas with the
     * text's own font: from the top of its tallest letter to the bottom of its lowest, below the box's top.
     */
    const measurer = document.createElement('canvas').getContext('2d')!;
    const inkOf = (el: Element, text: string) => {
      const style = styleOf(el);
      measurer.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const metrics = measurer.measureText(text);
      return {
        fromTop: metrics.fontBoundingBoxAscent - metrics.actualBoundingBoxAscent,
        toBottom: metrics.fontBoundingBoxAscent + metrics.actualBoundingBoxDescent,
      };
    };

    /**
     * How far a text's drawn letters reach past `box`, one by one. A line's box also holds the spaces at its end,
     * which text that keeps its spaces (`pre-wrap`, a message's body) leaves hanging past the edge, undrawn; a
     * line found past the edge is judged again by its letters (few are, so the cost stays small).
     */
    const lettersOut = (node: Text, box: DOMRect) => {
      const text = node.textContent ?? '';
      const range = document.createRange();
      let out = 0;
      for (let i = 0; i < text.length; i += 1) {
        if (/\s/.test(text[i]!)) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        for (const letter of range.getClientRects())
          out = Math.max(out, letter.right - box.right, box.left - letter.left);
      }
      return out;
    };

    // Text as laid out, line by line (a form control's value is its own business, not a text node's).
    type TLine = { el: Element; layer: Element; left: number; right: number; top: number; bottom: number };
    const lines: TLine[] = [];
    const spilling: { el: Element; owner: Element; out: number }[] = [];
    const truncated: Element[] = [];
    for (const el of all) {
      if (['TEXTAREA', 'INPUT', 'SELECT', 'OPTION'].includes(el.tagName)) continue;
      if (styleOf(el).textOverflow === 'ellipsis') {
        if (el.scrollWidth > el.clientWidth + 1 && !fullTextAtHand(el)) truncated.push(el);
        continue;
      }
      // An inline element's box is its text; the block around it is what the text must fit in.
      let owner = el;
      while (['inline', 'contents'].includes(styleOf(owner).display) && owner.parentElement) {
        owner = owner.parentElement;
      }
      const box = owner.getBoundingClientRect();
      let out = 0;
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const ink = inkOf(el, node.textContent);
        let lineOut = 0;
        for (const line of range.getClientRects()) {
          lineOut = Math.max(lineOut, line.right - box.right, box.left - line.left);
          const top = Math.max(line.top, line.top + ink.fromTop);
          const bottom = Math.min(line.bottom, line.top + ink.toBottom);
          const seen = seenPart(el, new DOMRect(line.left, top, line.width, bottom - top));
          if (seen) lines.push({ el, layer: layerOf(el), ...seen });
        }
        out = Math.max(out, lineOut > 1 ? lettersOut(node as Text, box) : lineOut);
      }
      if (out > 1) spilling.push({ el, owner, out });
    }
    for (const { el, owner, out } of spilling.slice(0, maxPerKind)) {
      const width = Math.round(owner.getBoundingClientRect().width);
      const where = owner === el ? 'its' : `the ${describe(owner)}`;
      problems.push(
        problem('text-spills', el, `text runs ${Math.round(out)} px out of ${where} ${width} px box`),
      );
    }
    for (const el of truncated.slice(0, maxPerKind)) {
      problems.push(problem('truncated', el, `text needs ${el.scrollWidth} px, has ${el.clientWidth} px`));
    }

    // Two texts of one layer drawn over each other: something too wide for its column (an e-mail over a date).
    const overlaps: [TLine, TLine][] = [];
    lines.sort((a, b) => a.left - b.left);
    for (let i = 0; i < lines.length; i += 1) {
      const a = lines[i]!;
      for (let j = i + 1; j < lines.length && lines[j]!.left < a.right - 2; j += 1) {
        const b = lines[j]!;
        if (a.el === b.el || a.layer !== b.layer) continue;
        if (Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2) overlaps.push([a, b]);
      }
    }
    for (const [a, b] of overlaps.slice(0, maxPerKind)) {
      problems.push(problem('text-overlaps', a.el, `drawn over ${describe(b.el)} "${textOf(b.el)}"`));
    }

    const scrollers = all.filter(
      (el) =>
        scrollsSideways(el) &&
        el.scrollWidth > el.clientWidth + 1 &&
        !scrollersAllowed.some((selector) => el.closest(selector) ?? el.querySelector(selector)),
    );
    for (const el of scrollers.slice(0, maxPerKind)) {
      problems.push(
        problem('scrolls-sideways', el, `content ${el.scrollWidth} px wide in a ${el.clientWidth} px box`),
      );
    }

    if (matchMedia(phoneQuery).matches) {
      /** A link among other words of its paragraph is read, not tapped as a control (WCAG's inline exception). */
      const isInRunningText = (el: Element) => {
        if (el.tagName !== 'A' || styleOf(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && styleOf(block).display === 'inline') block = block.parentElement;
        const ownText = (el.textContent ?? '').trim();
        return Boolean(block && (block.textContent ?? '').trim().length > ownText.length);
      };
      /**
       * The box that takes the tap: a checkbox's or radio's label (or its Mantine body) rather than the box, a
       * password's whole field rather than the input inside it.
       */
      const tapBoxOf = (el: Element) => {
        if (el.matches('input[type=checkbox], input[type=radio]')) {
          return (
            el.closest('label') ??
            el.closest('.mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body') ??
            el
          );
        }
        return el.closest('.mantine-PasswordInput-input') ?? el;
      };
      const seen = new Set<Element>();
      const small: Element[] = [];
      for (const el of document.body.querySelectorAll(tapTargets)) {
        const box = tapBoxOf(el);
        // A control inside another (the input of a combobox, a button in a tab) is tapped through the outer one.
        const outer = box.parentElement?.closest(tapTargets);
        if (seen.has(box) || (outer && outer !== box && seen.has(tapBoxOf(outer)))) continue;
        seen.add(box);
        if (!isShown(box) || isOffCanvas(box) || isInRunningText(el)) continue;
        if (smallTargetsAllowed.some((selector) => el.closest(selector))) continue;
        const rect = box.getBoundingClientRect();
        if (rect.width < minTarget - 0.5 || rect.height < minTarget - 0.5) small.push(box);
      }
      for (const el of small.slice(0, maxPerKind)) {
        const rect = el.getBoundingClientRect();
        problems.push(
          problem(
            'small-target',
            el,
            `${Math.round(rect.width)} x ${Math.round(rect.height)} px, under ${minTarget} x ${minTarget} px`,
          ),
        );
      }
    }
    return problems;
  }, options);
}

/** One line a person can act on: what, where, how far. */
export const formatLayoutProblem = (p: TLayoutProblem) =>
  `${p.kind}: ${p.element} "${p.text}" [${p.left}..${p.right}] ${p.detail}`;
