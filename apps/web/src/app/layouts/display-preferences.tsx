import { Group, type GroupProps } from '@mantine/core';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguagePicker } from '../../components/language-picker';
import { ThemePicker } from './theme-picker';

/**
 * Language, theme colour and light/dark: in the header on wider screens, at the foot of the menu drawer on a
 * phone, where the header keeps only what is used all day (menu, messages, the user menu).
 */
export function DisplayPreferences(props: GroupProps) {
  return (
    <Group gap="xs" wrap="nowrap" {...props}>
      <LanguagePicker />
      <ThemePicker />
      <ColorSchemeToggle />
    </Group>
  );
}
