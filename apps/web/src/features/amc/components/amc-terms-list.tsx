import { pagePath, type TAmcTerm } from '@amc/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { MoneyText } from '../../../components/money-text';
import { AmcTermBadge } from './amc-term-badge';

/**
 * Every term of a contract's chain of renewals, oldest first: its number (a link to that term, save the one shown),
 * its dates, price and where it stands. One line a term that wraps on a narrow screen, never wider than it.
 */
export function AmcTermsList({ terms, currentId }: { terms: TAmcTerm[]; currentId: number }) {
  const { t } = useTranslation();
  return (
    <ol data-testid="amc-terms" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {terms.map((term, index) => {
        const current = term.id === currentId;
        return (
          <li
            key={term.id}
            aria-current={current ? 'page' : undefined}
            style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-default-border)' : undefined }}
          >
            <Group justify="space-between" gap="xs" py="xs" wrap="wrap">
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                {current ? (
                  <Text size="sm" fw={600} component="span">
                    <bdi>{term.amc_no}</bdi>{' '}
                    <Text span size="sm" c="dimmed">
                      ({t('amc.terms.current')})
                    </Text>
                  </Text>
                ) : (
                  <Anchor component={Link} to={pagePath('amcView', { id: term.id })} size="sm" fw={600}>
                    <bdi>{term.amc_no}</bdi>
                  </Anchor>
                )}
                <Text size="sm" c="dimmed" component="span">
                  <DateText value={term.start_date} /> – <DateText value={term.end_date} />
                </Text>
              </Group>
              <Group gap="sm" wrap="wrap">
                <Text size="sm" component="span">
                  <MoneyText amount={term.price} />
                </Text>
                <AmcTermBadge status={term.term_status} />
              </Group>
            </Group>
          </li>
        );
      })}
    </ol>
  );
}
