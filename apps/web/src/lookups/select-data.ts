import type { TFunction } from 'i18next';

/** A picked person as a Mantine Select/MultiSelect option: the id as the value, the full name shown. */
export function peopleSelectData(people: readonly { id: number; full_name: string }[] | undefined) {
  return (people ?? []).map((person) => ({ value: String(person.id), label: person.full_name }));
}

/** A named record (category, tax ...) as a Select option. */
export function namedSelectData(records: readonly { id: number; name: string }[] | undefined) {
  return (records ?? []).map((record) => ({ value: String(record.id), label: record.name }));
}

/** Status values as Select options, each shown in the reader's language (an unknown one as it is). */
export function statusSelectData(t: TFunction, statuses: readonly string[]) {
  return statuses.map((value) => ({ value, label: t(`status.${value}`, { defaultValue: value }) }));
}

/** An equipment item as pickers name it: "SERIAL · Product · location", the location left out when unknown. */
export function equipmentLabel(item: { serial_no: string; product_name: string; location: string | null }) {
  return [item.serial_no, item.product_name, item.location].filter(Boolean).join(' · ');
}
