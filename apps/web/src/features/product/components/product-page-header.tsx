import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProductSectionTabs } from './product-section-tabs';

/** Title, one line on what the page is for (both as locale keys), and the tabs to the other product pages. */
export function ProductPageHeader({ titleKey, subtitleKey }: { titleKey: string; subtitleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <div>
        <Title order={2}>{t(titleKey)}</Title>
        <Text c="dimmed">{t(subtitleKey)}</Text>
      </div>
      <ProductSectionTabs />
    </Stack>
  );
}
