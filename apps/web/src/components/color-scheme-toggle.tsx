import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** What the toggle does next, as its name says it: "Switch to dark mode" while light, and back. */
export function useColorSchemeLabel(): string {
  const { t } = useTranslation();
  const computed = useComputedColorScheme('light');
  return computed === 'dark' ? t('theme.switchToLight') : t('theme.switchToDark');
}

/**
 * Light or dark. It carries no tooltip of its own: the signed-in header wraps it in one (display-preferences.tsx),
 * while the pages before sign-in show it bare, its name read out by screen readers, so their first script loads no
 * floating layer. The props a wrapping Tooltip passes (its ref, its pointer handlers) reach the button.
 */
export function ColorSchemeToggle(props: ComponentPropsWithRef<'button'>) {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const label = useColorSchemeLabel();
  return (
    <ActionIcon
      {...props}
      variant="default"
      size="lg"
      aria-label={label}
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
