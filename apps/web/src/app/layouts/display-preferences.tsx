import { Group, Tooltip, type GroupProps } from '@mantine/core';
import { ColorSchemeToggle, useColorSchemeLabel } from '../../components/color-scheme-toggle';
import { LanguagePicker } from '../../components/language-picker';
import { postLanguage } from '../../features/user/api/post-language';
import { ThemePicker } from './theme-picker';

/**
 * Language, theme colour and light/dark: in the header on wider screens, at the foot of the menu drawer on a
 * phone, where the header keeps only what is used all day (menu, messages, the user menu). Shown signed in only.
 */
export function DisplayPreferences(props: GroupProps) {
  const schemeLabel = useColorSchemeLabel();
  return (
    <Group gap="xs" wrap="nowrap" {...props}>
      {/* Signed in: the choice is kept on the server too (visit reports follow it); a failure changes nothing. */}
      <LanguagePicker onPicked={(code) => void postLanguage(code).catch(() => undefined)} />
      <ThemePicker />
      <Tooltip label={schemeLabel}>
        <ColorSchemeToggle />
      </Tooltip>
    </Group>
  );
}
