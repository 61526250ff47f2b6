import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * The number of a record in a profile table, as a link to the record (its page, or its list searched for it when
 * it has no page of its own). Padded to a 44 px touch target without growing the row's text.
 */
export function ProfileRecordLink({ to, text }: { to: string; text: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600} display="inline-block" py={12}>
      <bdi>{text}</bdi>
    </Anchor>
  );
}

/** A list page searched for one record's number (the list's table keeps its search in `<table>.search`). */
export const listSearchedFor = (listPath: string, tableId: string, term: string) =>
  `${listPath}?${new URLSearchParams({ [`${tableId}.search`]: term }).toString()}`;
