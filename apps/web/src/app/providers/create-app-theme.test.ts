import { THEME_COLORS } from '@amc/contracts';
import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  accessibleCssVariables,
  ACCESSIBLE_COLORS,
  contrastRatio,
  createAppTheme,
  LIGHT_FILLED_SHADE,
  MIN_TEXT_CONTRAST,
} from './create-app-theme';

const WHITE = '#ffffff';
const BLACK = '#000000';

describe('the theme reads at WCAG AA contrast (4.5:1) in the light scheme', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    // Mantine's own green 9 on green 1, the status badge axe-core flagged at 3.8:1.
    expect(contrastRatio(DEFAULT_THEME.colors.green[9], DEFAULT_THEME.colors.green[1])).toBeLessThan(4);
  });

  for (const name of Object.keys(ACCESSIBLE_COLORS)) {
    it(`${name}: light badges and buttons, coloured text, and filled buttons with autoContrast`, () => {
      const shades = ACCESSIBLE_COLORS[name]!;
      expect(contrastRatio(shades[9], shades[1])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(shades[9], WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      const filled = shades[LIGHT_FILLED_SHADE];
      // As Mantine picks at run time: by the theme's threshold, not the function's default.
      const { luminanceThreshold } = mergeMantineTheme(
        DEFAULT_THEME,
        createAppTheme('blue', { clear: 'Clear' }),
      );
      const text = isLightColor(filled, luminanceThreshold) ? BLACK : WHITE;
      expect(contrastRatio(filled, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    });
  }

  it('every theme colour a business can pick uses the accessible palettes and autoContrast', () => {
    for (const color of THEME_COLORS) {
      const theme = createAppTheme(color, { clear: 'Clear' });
      expect(theme.autoContrast).toBe(true);
      expect(theme.colors?.[color]).toBe(ACCESSIBLE_COLORS[color]);
    }
  });

  it('dimmed text reads on white and on the light grey of table stripes', () => {
    for (const background of [WHITE, DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]])
      expect(contrastRatio('#5f666d', background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('the light scheme writes dimmed and coloured text in the readable shades', () => {
    const light = accessibleCssVariables(
      mergeMantineTheme(DEFAULT_THEME, createAppTheme('green', { clear: 'Clear' })),
    ).light;
    expect(light['--mantine-color-dimmed']).toBe('#5f666d');
    expect(contrastRatio(light['--mantine-color-placeholder']!, WHITE)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(light['--mantine-color-anchor']).toBe('var(--mantine-color-green-9)');
    expect(light['--mantine-color-orange-text']).toBe('var(--mantine-color-orange-9)');
  });
});
