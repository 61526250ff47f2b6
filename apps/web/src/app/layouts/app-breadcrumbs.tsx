import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { HOME_PATH } from '../guards/public-only-guard';

/** Home icon plus the path's segments, each translated; the segments are words, not pages of their own. */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  return (
    <Breadcrumbs separatorMargin={6} visibleFrom="md" aria-label={t('breadcrumb.label')}>
      <Anchor component={Link} to={HOME_PATH} aria-label={t('breadcrumb.home')} display="flex">
        <IconHome size={18} />
      </Anchor>
      {segments.map((segment, index) => (
        <Text key={`${segment}-${index}`} size="sm" c={index === segments.length - 1 ? undefined : 'dimmed'}>
          {t(`breadcrumb.${segment}`, { defaultValue: decodeURIComponent(segment) })}
        </Text>
      ))}
    </Breadcrumbs>
  );
}
