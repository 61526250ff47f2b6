import type { TEquipmentDetail } from '@amc/contracts';
import { ActionIcon, Button, Card, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRM_TITLE, openConfirm } from '../../../components/confirm-action';
import { useReissueLabel } from '../api/use-reissue-label';
import { EquipmentLabelsModal } from './equipment-labels-modal';

/**
 * The item's QR label, for whoever may print labels (equipment_edit): the address its code holds, printing it,
 * and a new label when the old one is lost or copied (the old one then stops working). Without a public address
 * the server gives no address, and there is nothing to print until one is set.
 */
export function EquipmentLabelCard({ equipment }: { equipment: TEquipmentDetail }) {
  const { t } = useTranslation();
  const reissue = useReissueLabel();
  const [printing, setPrinting] = useState(false);
  const url = equipment.label_url;

  const confirmReissue = () =>
    openConfirm({
      title: CONFIRM_TITLE,
      message: t('equipment.label.reissueConfirm'),
      confirmLabel: 'Yes, Issue it',
      onConfirm: () => reissue.mutate(equipment.id),
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('equipment.label.title')}
        </Title>
        {url === null ? (
          <Text c="dimmed">{t('equipment.label.noPublicAddress')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('equipment.label.hint')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                <bdi>{url}</bdi>
              </Text>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Tooltip label={t(copied ? 'equipment.label.copied' : 'equipment.label.copy')}>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      size={44}
                      aria-label={t('equipment.label.copy')}
                      onClick={copy}
                    >
                      {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Group gap="sm">
              <Button leftSection={<IconPrinter size={16} />} onClick={() => setPrinting(true)}>
                {t('equipment.label.print')}
              </Button>
              <Button
                variant="light"
                color="orange"
                leftSection={<IconRefresh size={16} />}
                loading={reissue.isPending}
                onClick={confirmReissue}
              >
                {t('equipment.label.reissue')}
              </Button>
            </Group>
            <EquipmentLabelsModal opened={printing} ids={[equipment.id]} onClose={() => setPrinting(false)} />
          </>
        )}
      </Stack>
    </Card>
  );
}
