import { pagePath } from '@amc/contracts';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCanOpenPage } from '../lib/page-access';
import { DateText } from './date-text';

/**
 * A document line for a contract's period or term (a contract bill's period, a renewal offer's next term):
 * "AMC-00012, 01-01-2026 – 31-01-2026", the number linked to the contract for whoever may open it.
 */
export function ContractPeriod({
  id,
  number,
  from,
  to,
}: {
  id: number;
  number: string;
  from: string;
  to: string;
}) {
  const canOpenPage = useCanOpenPage();
  return (
    <>
      {canOpenPage('amcView') ? (
        <Anchor component={Link} to={pagePath('amcView', { id })} size="sm">
          <bdi>{number}</bdi>
        </Anchor>
      ) : (
        <bdi>{number}</bdi>
      )}
      , <DateText value={from} /> – <DateText value={to} />
    </>
  );
}
