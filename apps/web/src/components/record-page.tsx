import { Alert, Button, Center, Group, Loader, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useNameInBreadcrumb } from './breadcrumb-title';
import { translateMessage } from '../i18n/translate-message';

/** The record id of a /<module>/view/:id path; null when it is not a plain positive number. */
export function useRouteId(): number | null {
  const { id } = useParams();
  return id && /^\d{1,10}$/.test(id) ? Number(id) : null;
}

/**
 * A View page's states around its record: the server's refusal (404 for another's row) or the page's own
 * "not found" text for a bad id, a loader while it comes, then the record.
 */
export function RecordLoader<T>({
  id,
  query,
  notFoundText,
  children,
}: {
  id: number | null;
  query: UseQueryResult<T, Error>;
  notFoundText: string;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (id === null || query.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={t('toast.error')}>
        {query.isError ? translateMessage(t, query.error.message) : notFoundText}
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return children(query.data);
}

/**
 * A View page's title row: the document number with its status, one line on the page, Back and the page's
 * own actions. Back returns where the view was opened from, or to the list after a reload or a shared link.
 */
export function RecordPageHeader({
  title,
  badge,
  subtitle,
  listPath,
  children,
}: {
  title: string;
  badge: ReactNode;
  subtitle: string;
  listPath: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useNameInBreadcrumb(title);
  const goBack = () => (location.key === 'default' ? navigate(listPath) : navigate(-1));
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Group gap="sm">
          <Title order={2}>
            <bdi>{title}</bdi>
          </Title>
          {badge}
        </Group>
        <Text c="dimmed">{subtitle}</Text>
      </div>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} className="mirror-rtl" />}
          onClick={goBack}
        >
          {t('action.back')}
        </Button>
        {children}
      </Group>
    </Group>
  );
}
