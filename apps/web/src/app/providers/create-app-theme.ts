import type { TThemeColor } from '@amc/contracts';
import { createTheme, type MantineThemeOverride } from '@mantine/core';

export function createAppTheme(primaryColor: TThemeColor): MantineThemeOverride {
  return createTheme({
    primaryColor,
    defaultRadius: 'md',
    // A user whose system asks for reduced motion gets drawers, menus and toasts without animation.
    respectReducedMotion: true,
    // Yellow and cyan are too light for white text at the default shade.
    primaryShade: { light: primaryColor === 'yellow' || primaryColor === 'cyan' ? 7 : 6, dark: 8 },
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans Devanagari", sans-serif',
    components: {
      Tooltip: { defaultProps: { withArrow: true } },
    },
  });
}
