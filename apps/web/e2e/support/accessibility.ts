import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { FAILING_KINDS, findLayoutProblems, formatLayoutProblem } from './layout-problems';

/** The WCAG levels the app is held to (issue 14): A and AA of WCAG 2.0, 2.1 and 2.2. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Findings of these impacts fail the test; minor and moderate ones are only listed. */
const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * Elements inside libraries whose markup cannot be changed from outside, each with the library's issue.
 * Empty while every finding has been fixed in our own code, props or theme.
 */
const EXCLUDED_SELECTORS: string[] = [];

export type TAxeFinding = { rule: string; impact: string; target: string; help: string };

/**
 * Runs axe-core on the page as it is now (or only on the part `within` selects) and returns its serious and
 * critical findings, one per element.
 */
export async function findAccessibilityProblems(page: Page, within?: string): Promise<TAxeFinding[]> {
  // Only violations: collecting every passing element as well doubles axe's time on a long page. Legacy mode
  // runs axe in the page itself: the default opens a blank tab per analysis to merge frames' results (the app
  // has no frames), which cost time and, a few hundred tabs into a run, failed with "Failed to open a new tab".
  let builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (within) builder = builder.include(within);
  for (const selector of EXCLUDED_SELECTORS) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.map(String).join(' > '),
        help: node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help,
      })),
    );
}

/** One line a person can read: rule, impact, element, what is wrong. */
export function formatAccessibilityProblem(finding: TAxeFinding): string {
  return `- ${finding.rule} (${finding.impact}) at \`${finding.target}\`: ${finding.help}`;
}

/**
 * A page outside the app's page table (every-route.spec.ts: the light pages of a scanned label or a rating link)
 * gets the same checks there: nothing past the screen or spilling, targets big enough, no serious axe finding.
 */
export async function expectFitsAndAccessible(page: Page) {
  const layout = (await findLayoutProblems(page)).filter((p) => FAILING_KINDS.includes(p.kind));
  expect(layout.map(formatLayoutProblem)).toEqual([]);
  expect((await findAccessibilityProblems(page)).map(formatAccessibilityProblem)).toEqual([]);
}
