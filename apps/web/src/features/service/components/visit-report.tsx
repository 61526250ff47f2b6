import type { TVisitReport } from '@amc/contracts';
import { Alert, Badge, Group, Image, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OpenPdfButton } from '../../../components/document-lines/open-pdf-button';
import { DetailField } from '../../../components/detail-field';
import { MoneyText } from '../../../components/money-text';
import { PhotoThumbs } from '../../../components/photo-thumbs';
import { getStoredBranding } from '../../../lib/browser-storage';
import { formatDate } from '../../../lib/format-date';
import { useFileUrl } from '../../../lib/use-file-url';
import { useVisitReport, visitReportPdfPath } from '../api/use-visit-report';

/** An instant as the settings show dates, with its time of day, in the business's time zone. */
function Moment({ value }: { value: string | null }) {
  const { date_formate, time_zone } = getStoredBranding();
  if (!value) return <>—</>;
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, `${date_formate || 'DD-MM-YYYY'} HH:mm`, time_zone)}
    </bdi>
  );
}

function Signature({ signature }: { signature: NonNullable<TVisitReport['signature']> }) {
  const { t } = useTranslation();
  const url = useFileUrl(signature.url);
  return (
    <Paper withBorder p="xs" radius="sm" maw={320}>
      {url && <Image src={url} alt={t('service.completePage.signature')} h={100} fit="contain" bg="#fff" />}
      <Text size="sm">{t('service.report.signedBy', { name: signature.signed_by })}</Text>
      <Text size="xs" c="dimmed">
        <Moment value={signature.signed_at} />
      </Text>
    </Paper>
  );
}

/** A completed visit's report: time on site, work, findings, parts with their billing, photos, signature, PDF. */
export function VisitReport({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation();
  const report = useVisitReport(serviceId, true);
  if (report.isPending) return <Loader size="sm" aria-label={t('service.report.title')} />;
  if (report.isError)
    return (
      <Alert color="red" variant="light" title={t('service.report.error')}>
        {report.error.message}
      </Alert>
    );
  const data = report.data;
  const text = (value: string | null) => (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
      {value ?? '—'}
    </Text>
  );
  return (
    <Stack gap="md" data-testid="visit-report">
      <Group justify="space-between" gap="xs">
        <Title order={4}>{t('service.report.title')}</Title>
        {data.has_pdf && (
          <OpenPdfButton path={visitReportPdfPath(serviceId)}>{t('service.report.openPdf')}</OpenPdfButton>
        )}
      </Group>
      <DetailField label={t('service.completePage.timeOnSite')}>
        <Text size="sm" component="span">
          <Moment value={data.started_at} /> – <Moment value={data.finished_at} />
        </Text>
      </DetailField>
      <DetailField label={t('service.completePage.workDone')}>{text(data.work_done)}</DetailField>
      <DetailField label={t('service.completePage.findings')}>{text(data.findings)}</DetailField>
      {data.parts.length > 0 && (
        <DetailField label={t('service.completePage.parts')}>
          <Table.ScrollContainer minWidth={280}>
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {data.parts.map((part) => (
                  <Table.Tr key={part.id}>
                    <Table.Td>
                      <bdi>{part.product.name}</bdi> × {part.quantity}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={part.covered ? 'teal' : 'orange'} radius="sm">
                        {part.covered
                          ? t('service.completePage.covered')
                          : t('service.completePage.chargeable')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="end">
                      <MoneyText amount={part.amount} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" mt={4}>
            <Text size="sm" fw={600}>
              {t('service.report.total')}
            </Text>
            <Text size="sm" fw={600}>
              <MoneyText amount={data.chargeable_total} />
            </Text>
          </Group>
        </DetailField>
      )}
      {data.photos.length > 0 && (
        <DetailField label={t('service.completePage.photos')}>
          <PhotoThumbs photos={data.photos} labelOf={(n) => t('service.completePage.photoN', { n })} />
        </DetailField>
      )}
      {data.signature && (
        <DetailField label={t('service.completePage.signature')}>
          <Signature signature={data.signature} />
        </DetailField>
      )}
    </Stack>
  );
}
