import { Anchor, Button, Card, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MoneyText } from './money-text';

/**
 * A bill's UPI payment QR code, drawn in the browser from the link the server built (upi://pay with the amount due
 * and the bill number): any UPI app pays it by scanning. The qrcode library loads with the first code shown.
 */
function UpiQrCode({ uri, label }: { uri: string; label: string }) {
  const code = useQuery({
    queryKey: ['upi-qr', uri],
    queryFn: async () =>
      (await import('qrcode')).toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
    staleTime: Infinity,
  });
  return code.data ? (
    <Image src={code.data} alt={label} w={180} h={180} data-testid="upi-qr" />
  ) : (
    <div style={{ width: 180, height: 180 }} />
  );
}

/**
 * "Pay by UPI": the code to scan with any UPI app for what the bill still owes and, on a phone, the link that opens
 * the UPI app itself. Shown only where the server gave the bill a payment link.
 */
export function UpiPayCard({ uri, amount }: { uri: string; amount: string }) {
  const { t } = useTranslation();
  const label = t('upi.qrLabel');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="upi-pay">
      <Group align="center" gap="lg" wrap="wrap">
        <UpiQrCode uri={uri} label={label} />
        <Stack gap={6} maw={360}>
          <Title order={3} size="h4">
            {t('upi.title')}
          </Title>
          <Text size="sm">
            {t('upi.scan')} <MoneyText amount={amount} />
          </Text>
          <Anchor href={uri} size="sm" fw={600}>
            {t('upi.openApp')}
          </Anchor>
        </Stack>
      </Group>
    </Card>
  );
}

/** "Pay by UPI" on a bill's row (the customer's home): the same code and link, in a dialog. */
export function UpiPayButton({ uri, amount }: { uri: string; amount: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconQrcode size={16} />} onClick={() => setOpened(true)}>
        {t('upi.title')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('upi.title')}
        closeButtonProps={{ 'aria-label': t('action.close') }}
      >
        <UpiPayCard uri={uri} amount={amount} />
      </Modal>
    </>
  );
}
