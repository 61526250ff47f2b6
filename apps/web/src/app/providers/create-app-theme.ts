import type { TThemeColor } from '@amc/contracts';
import {
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** WCAG 2 contrast ratio of two colours (Mantine's `luminance` is WCAG's relative luminance). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** WCAG 1.4.3 (AA): normal-sized text needs 4.5:1 against its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Mantine's palettes with shade 9 darkened where it is too light to read on shade 1: the light variant (every
 * status badge, light buttons) writes shade 9 on shade 1, and green's 3.8:1, orange's or yellow's fail WCAG AA
 * (axe's color-contrast). Shades 0-8 stay Mantine's.
 */
export const ACCESSIBLE_COLORS = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => {
    let darkest = shades[9];
    // A little above the minimum, so rounding in the browser's colour maths never tips it under.
    for (let amount = 0.02; contrastRatio(darkest, shades[1]) < MIN_TEXT_CONTRAST + 0.1; amount += 0.02)
      darkest = darken(shades[9], amount);
    return [name, [...shades.slice(0, 9), darkest] as unknown as MantineColorsTuple];
  }),
);

/**
 * Light scheme only (the dark scheme writes light shades on dark): text in a colour (`c="red"`, anchors, outline
 * buttons) uses shade 9 rather than the filled shade, and dimmed text a grey that reads on white and on the grey
 * of a table header (Mantine's gray 6 gives 3.3:1).
 */
export const accessibleCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  dark: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    // A pick list's or date field's placeholder is drawn as text (axe measures it): gray 5 gives 2.07:1.
    '--mantine-color-placeholder': '#697077',
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-9)`,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(theme.colors).flatMap((name) => [
        [`--mantine-color-${name}-text`, `var(--mantine-color-${name}-9)`],
        [`--mantine-color-${name}-outline`, `var(--mantine-color-${name}-9)`],
      ]),
    ),
  },
});

/** The filled shade in the light scheme: white text reads on it for the darker colours. */
export const LIGHT_FILLED_SHADE = 8;

/** Names the theme gives Mantine's own icon-only controls, in the user's language. */
export type TThemeLabels = { clear: string };

export function createAppTheme(primaryColor: TThemeColor, labels: TThemeLabels): MantineThemeOverride {
  return createTheme({
    primaryColor,
    colors: ACCESSIBLE_COLORS,
    defaultRadius: 'md',
    // A user whose system asks for reduced motion gets drawers, menus and toasts without animation.
    respectReducedMotion: true,
    // Filled buttons and badges: shade 8 carries white text at 4.5:1 for blue, indigo, violet, grape, pink and red;
    // on the lighter ones (green, teal, cyan, orange, yellow, lime) autoContrast writes black instead, which Mantine
    // picks by WCAG luminance (threshold 0.179, where white and black give the same contrast).
    primaryShade: { light: LIGHT_FILLED_SHADE, dark: 8 },
    autoContrast: true,
    // Mantine's default threshold (0.3) keeps white text on green 8 (#2f9e44, luminance 0.25: 3.4:1); 0.179 is
    // where black and white give the same contrast, so the colour picked is always the better one.
    luminanceThreshold: 0.179,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Devanagari", sans-serif',
    components: {
      Tooltip: { defaultProps: { withArrow: true } },
      // The × of every clearable select and date field: an icon-only button needs a name (axe: button-name).
      InputClearButton: { defaultProps: { 'aria-label': labels.clear } },
    },
  });
}
