import { Button, Group, Loader, Rating, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DetailField } from '../detail-field';
import { SentenceWithDate } from '../date-text';
import { useRatingOf, useEmployeeRating, type TRatedWork } from './use-rating';

/**
 * The customer's rating of a visit or complaint done (issue 28): its stars and comment once given; while its link is
 * open, the customer gets a button to the rating page (/r/<token>) and staff see that it waits; nothing before the
 * work is done. The stars are read-only here: a rating is given once, on its page.
 */
export function RatingOf({ work }: { work: TRatedWork }) {
  const { t } = useTranslation();
  const rating = useRatingOf(work);
  if (rating.isPending) return <Loader size="xs" aria-label={t('rating.title')} />;
  if (rating.isError || rating.data.state === null) return null;
  const { data } = rating;
  const rateKey = 'service_id' in work ? 'rating.rateService' : 'rating.rateComplaint';
  return (
    <DetailField label={t('rating.title')}>
      {data.rating ? (
        <Stack gap={4} data-testid="rating-given">
          <Group gap="xs" wrap="nowrap">
            <Rating value={data.rating.score} readOnly aria-hidden />
            <Text size="sm" fw={600}>
              {t('rating.score', { score: data.rating.score })}
            </Text>
          </Group>
          {data.rating.comment && (
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {data.rating.comment}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <SentenceWithDate
              sentence={(date) => t('rating.ratedOn', { date })}
              value={data.rating.rated_at}
            />
          </Text>
        </Stack>
      ) : data.rate_url ? (
        <Stack gap={4} align="flex-start">
          <Button component="a" href={data.rate_url} mih={44} leftSection={<IconStar size={18} />}>
            {t(rateKey)}
          </Button>
          {data.expires_at && (
            <Text size="xs" c="dimmed">
              <SentenceWithDate sentence={(date) => t('rating.rateHint', { date })} value={data.expires_at} />
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {data.state === 'open' && data.expires_at ? (
            <SentenceWithDate sentence={(date) => t('rating.waiting', { date })} value={data.expires_at} />
          ) : (
            t('rating.expired')
          )}
        </Text>
      )}
    </DetailField>
  );
}

/** An employee's customer rating on its profile: the average of 5 and how many, or none yet. */
export function EmployeeRating({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const rating = useEmployeeRating(employeeId);
  if (rating.isPending || rating.isError) return null;
  const { average, count } = rating.data;
  if (average === null)
    return (
      <Text size="sm" c="dimmed" span>
        {t('rating.employeeNone')}
      </Text>
    );
  return (
    <Group gap="xs" wrap="wrap" data-testid="employee-rating">
      <Rating value={average} fractions={10} readOnly aria-hidden size="sm" />
      <Text size="sm" fw={600} span>
        {t('rating.employeeValue', { average: average.toFixed(1), count })}
      </Text>
    </Group>
  );
}
