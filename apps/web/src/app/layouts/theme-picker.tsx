import { THEME_COLORS } from '@amc/contracts';
import {
  ActionIcon,
  CheckIcon,
  ColorSwatch,
  Popover,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  useMantineColorScheme,
  useMantineTheme,
  type MantineColorScheme,
} from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../preferences/preferences-context';

export function ThemePicker() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const { themeColor, setThemeColor } = usePreferences();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Popover position="bottom-end" shadow="md" width={240} withArrow>
      <Popover.Target>
        <Tooltip label={t('theme.title')}>
          <ActionIcon variant="default" size="lg" aria-label={t('theme.title')}>
            <IconPalette size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {t('theme.color')}
          </Text>
          <SimpleGrid cols={6} spacing={8}>
            {THEME_COLORS.map((color) => (
              <Tooltip key={color} label={t(`color.${color}`)}>
                <ColorSwatch
                  component="button"
                  type="button"
                  color={theme.colors[color]?.[6] ?? color}
                  onClick={() => setThemeColor(color)}
                  aria-label={t(`color.${color}`)}
                  aria-pressed={color === themeColor}
                  style={{ cursor: 'pointer', color: 'white' }}
                >
                  {color === themeColor && <CheckIcon size={12} />}
                </ColorSwatch>
              </Tooltip>
            ))}
          </SimpleGrid>
          <Text size="sm" fw={500}>
            {t('theme.scheme')}
          </Text>
          <SegmentedControl
            fullWidth
            size="xs"
            value={colorScheme}
            onChange={(value) => setColorScheme(value as MantineColorScheme)}
            data={[
              { value: 'light', label: t('theme.light') },
              { value: 'dark', label: t('theme.dark') },
              { value: 'auto', label: t('theme.auto') },
            ]}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
