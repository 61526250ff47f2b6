import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { HOME_PAGE, PAGES, pagePath } from '@amc/contracts';
import { useBreadcrumbTitle } from '../../components/breadcrumb-title';

type TCrumb = { label: string; to?: string };

/** The addresses of the pages without parameters: the only places a crumb can lead. */
const PAGE_ADDRESSES = new Set<string>(Object.values(PAGES).map((page) => page.path));

/**
 * The crumbs of a path: each segment's word, a record's id replaced by its name once its page has told it
 * (useNameInBreadcrumb). The module's segment leads to the module's list (/<module>/list), "list" to the list it
 * names, when the page table has that page; the page's own crumb and words such as "view" lead nowhere.
 */
export function crumbsOf(
  pathname: string,
  word: (segment: string) => string,
  recordName: string | null,
): TCrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.length - 1;
  return segments.map((segment, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const label = /^\d+$/.test(segment) && recordName ? recordName : word(segment);
    if (index === last) return { label };
    const to = segment === 'list' ? prefix : index === 0 && segments[1] !== 'list' ? `${prefix}/list` : null;
    return to && PAGE_ADDRESSES.has(to) ? { label, to } : { label };
  });
}

/** Home, then the path's crumbs: translated words, record names, links back up where there is a page. */
export function AppBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const recordName = useBreadcrumbTitle();
  const crumbs = crumbsOf(
    pathname,
    (segment) => t(`breadcrumb.${segment}`, { defaultValue: decodeURIComponent(segment) }),
    recordName,
  );
  return (
    <Breadcrumbs separatorMargin={6} visibleFrom="md" aria-label={t('breadcrumb.label')}>
      <Anchor component={Link} to={pagePath(HOME_PAGE)} aria-label={t('breadcrumb.home')} display="flex">
        <IconHome size={18} />
      </Anchor>
      {crumbs.map((crumb, index) =>
        crumb.to ? (
          <Anchor key={index} component={Link} to={crumb.to} size="sm" c="dimmed">
            {crumb.label}
          </Anchor>
        ) : (
          <Text key={index} size="sm" c={index === crumbs.length - 1 ? undefined : 'dimmed'}>
            <bdi>{crumb.label}</bdi>
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
