import type { TEquipmentCover } from '@amc/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getStoredBranding } from '../lib/browser-storage';
import { formatDate } from '../lib/format-date';

/** Covered by a contract, covered by the maker's warranty, or chargeable: the colours the visit report uses. */
const COVER_COLORS: Record<TEquipmentCover['kind'], string> = {
  contract: 'teal',
  warranty: 'blue',
  none: 'orange',
};

const KEYS = {
  contract: ['equipment.cover.contract', 'equipment.cover.contractUntil'],
  warranty: ['equipment.cover.warranty', 'equipment.cover.warrantyUntil'],
  none: ['equipment.cover.none', 'equipment.cover.none'],
} as const;

/** Marks where a value goes in the translated sentence, so the value can be kept in one piece. */
const MARK = '\u0000';

/**
 * What covers an item today, as a sentence ("Under contract AMC-00012 until 31-12-2026", "Under warranty until …",
 * "Not covered"): the words carry it, the colour only repeats them. Shared by the equipment list and view, and by
 * any screen that shows an item.
 */
export function EquipmentCoverBadge({ cover }: { cover: TEquipmentCover }) {
  const { t } = useTranslation();
  const { date_formate, time_zone } = getStoredBranding();
  const values: Record<string, string> = {
    no: cover.amc?.amc_no ?? '',
    until: cover.until ? formatDate(cover.until, date_formate, time_zone) : '',
  };
  const [withoutEnd, withEnd] = KEYS[cover.kind];
  const sentence = t(values.until ? withEnd : withoutEnd, {
    no: `${MARK}no${MARK}`,
    until: `${MARK}until${MARK}`,
  });
  return (
    // A sentence, so not in capitals. It wraps between words in a narrow column or card, but never inside a
    // value: a line would otherwise break after the hyphens of "AMC-00012" or "31-12-2026". Each value is
    // isolated and read left to right, as DateText shows a date: inside an Arabic sentence a bare "05-03-2027"
    // would be laid out as "2027-03-05".
    <Badge
      color={COVER_COLORS[cover.kind]}
      variant="light"
      radius="sm"
      tt="none"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {sentence.split(MARK).map((part, index) =>
        index % 2 === 1 ? (
          <bdi key={index} dir="ltr" style={{ whiteSpace: 'nowrap' }}>
            {values[part]}
          </bdi>
        ) : (
          part
        ),
      )}
    </Badge>
  );
}
