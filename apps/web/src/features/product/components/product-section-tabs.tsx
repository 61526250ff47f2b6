import { Tabs } from '@mantine/core';
import { IconArchive, IconBox, IconCategory, IconRuler2, IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT_PATHS } from './product-paths';

const SECTIONS = [
  { path: PRODUCT_PATHS.list, label: 'product.section.products', icon: IconBox },
  { path: PRODUCT_PATHS.archive, label: 'product.section.archive', icon: IconArchive },
  { path: PRODUCT_PATHS.brands, label: 'product.section.brands', icon: IconTags },
  { path: PRODUCT_PATHS.categories, label: 'product.section.categories', icon: IconCategory },
  { path: PRODUCT_PATHS.units, label: 'product.section.units', icon: IconRuler2 },
] as const;

/** The product pages link to each other (SPEC: archive, brand, category and unit lists beside the list). */
export function ProductSectionTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs value={pathname} onChange={(path) => path && void navigate(path)}>
      <Tabs.List>
        {SECTIONS.map(({ path, label, icon: Icon }) => (
          <Tabs.Tab key={path} value={path} leftSection={<Icon size={16} />}>
            {t(label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
