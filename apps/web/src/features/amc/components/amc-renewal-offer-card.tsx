import { pagePath, type TAmcDetail, type TAmcRenewalOffer } from '@amc/contracts';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AcceptDeclineButtons } from '../../../components/accept-decline-buttons';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { MoneyText } from '../../../components/money-text';
import { useCanOpenPage } from '../../../lib/page-access';
import { useSession } from '../../../lib/session';
import { useAnswerRenewalOffer } from '../api/use-renewal-offer';

const STATE_COLORS: Record<TAmcRenewalOffer['state'], string> = {
  open: 'yellow',
  accepted: 'green',
  closed: 'gray',
};

type TAnswer = 'accept' | 'decline';

/**
 * The term's latest renewal offer: its quotation, the next term's dates and price, and where it stands. The
 * contract's customer accepts or declines an open one here, after a confirmation (an answer is not taken back);
 * accepted, the new term opens.
 */
export function AmcRenewalOfferCard({ amc }: { amc: TAmcDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const canOpenPage = useCanOpenPage();
  const navigate = useNavigate();
  const answer = useAnswerRenewalOffer();
  const offer = amc.renewal_offer;
  if (!offer) return null;
  const canAnswer = user?.role_name === 'customer' && offer.state === 'open';

  const ask = (value: TAnswer) =>
    modals.openConfirmModal({
      title: t(value === 'accept' ? 'amc.offer.acceptTitle' : 'amc.offer.declineTitle', {
        number: offer.quotation_no,
      }),
      children: t(value === 'accept' ? 'amc.offer.acceptText' : 'amc.offer.declineText'),
      centered: true,
      labels: {
        confirm: t(value === 'accept' ? 'amc.offer.accept' : 'amc.offer.decline'),
        cancel: t('amc.offer.back'),
      },
      confirmProps: { color: value === 'accept' ? 'green' : 'red' },
      onConfirm: () =>
        answer.mutate(
          { id: amc.id, answer: value },
          {
            onSuccess: (answered) => {
              if (value === 'accept') void navigate(pagePath('amcView', { id: answered.data.id }));
            },
          },
        ),
    });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="amc-renewal-offer">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            {t('amc.offer.cardTitle')}
          </Title>
          <Badge color={STATE_COLORS[offer.state]} variant="light" radius="sm">
            {t(`amc.offer.state.${offer.state}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="md">
          <DetailField label={t('amc.offer.quotation')}>
            {canOpenPage('quotationView') ? (
              <Anchor component={Link} to={pagePath('quotationView', { id: offer.quotation_id })} size="sm">
                <bdi>{offer.quotation_no}</bdi>
              </Anchor>
            ) : (
              <bdi>{offer.quotation_no}</bdi>
            )}
            {' · '}
            <DateText value={offer.date} />
          </DetailField>
          <DetailField label={t('amc.renew.newTerm')}>
            <DateText value={offer.start_date} /> – <DateText value={offer.end_date} />
          </DetailField>
          <DetailField label={t('amc.renew.newPrice')}>
            <MoneyText amount={offer.price} />
          </DetailField>
          <DetailField label={t('amc.offer.total')}>
            <MoneyText amount={offer.total} />
          </DetailField>
        </SimpleGrid>
        {canAnswer && (
          <Stack gap="sm">
            <Text size="sm">{t('amc.offer.answerText')}</Text>
            <AcceptDeclineButtons
              acceptLabel={t('amc.offer.accept')}
              declineLabel={t('amc.offer.decline')}
              onAccept={() => ask('accept')}
              onDecline={() => ask('decline')}
              sending={answer.isPending ? (answer.variables?.answer ?? null) : null}
              wrap
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
