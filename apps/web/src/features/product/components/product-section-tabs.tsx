import { pagePath } from '@amc/contracts';
import { Tabs } from '@mantine/core';
import { IconArchive, IconBox, IconCategory, IconRuler2, IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

const SECTIONS = [
  { path: pagePath('productList'), label: 'product.section.products', icon: IconBox },
  { path: pagePath('productArchive'), label: 'product.section.archive', icon: IconArchive },
  { path: pagePath('brandList'), label: 'product.section.brands', icon: IconTags },
  { path: pagePath('productCategoryList'), label: 'product.section.categories', icon: IconCategory },
  { path: pagePath('unitList'), label: 'product.section.units', icon: IconRuler2 },
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
