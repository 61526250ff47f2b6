import { pagePath, type TEquipmentRef } from '@amc/contracts';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCanOpenPage } from '../lib/page-access';

/**
 * An equipment item as a contract, visit or complaint names it: the serial number (a link to the item's page
 * when the reader may open it), the product and where it stands.
 */
export function EquipmentRefText({ item }: { item: TEquipmentRef }) {
  const canOpen = useCanOpenPage();
  const serial = <bdi>{item.serial_no}</bdi>;
  return (
    <>
      {canOpen('equipmentView') ? (
        <Anchor component={Link} to={pagePath('equipmentView', { id: item.id })} inherit>
          {serial}
        </Anchor>
      ) : (
        serial
      )}
      {' · '}
      <bdi>{item.product_name}</bdi>
      {item.location && (
        <>
          {' · '}
          <bdi>{item.location}</bdi>
        </>
      )}
    </>
  );
}
