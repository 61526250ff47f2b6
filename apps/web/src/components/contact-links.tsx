import { Anchor, Group, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The phone's map app searches the address (Google Maps' universal link opens the app where installed). */
const mapUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** A dialable number: digits and a leading + only, so "98765 43210" calls as typed. */
const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Where to go and whom to call, each one tap on a 44 px line (My work's cards, the visit's completion page). */
export function ContactLinks({
  customer,
  showNoAddress = true,
}: {
  customer: { address: string | null; phone: string | null };
  /** Say so when no address is recorded (a card), or leave the line out (a page that names the visit already). */
  showNoAddress?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {customer.address ? (
        <Anchor
          href={mapUrl(customer.address)}
          target="_blank"
          rel="noopener noreferrer"
          mih={44}
          display="flex"
        >
          <Group gap={6} wrap="nowrap" align="center">
            <IconMapPin size={18} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm" inherit>
              {/* Its own direction: "21 MG Road" keeps its number first inside Arabic text. */}
              <bdi>{customer.address}</bdi>
            </Text>
          </Group>
        </Anchor>
      ) : (
        showNoAddress && (
          <Text size="sm" c="dimmed">
            {t('myWork.card.noAddress')}
          </Text>
        )
      )}
      {customer.phone && (
        <Anchor
          href={telUrl(customer.phone)}
          mih={44}
          display="flex"
          aria-label={t('myWork.card.call', { phone: customer.phone })}
        >
          <Group gap={6} wrap="nowrap" align="center">
            <IconPhone size={18} style={{ flexShrink: 0 }} aria-hidden />
            <bdi dir="ltr">{customer.phone}</bdi>
          </Group>
        </Anchor>
      )}
    </>
  );
}
