import type { TFunction } from 'i18next';

/** A Mantine Select/MultiSelect option. */
export type TSelectOption = { value: string; label: string };

/**
 * A select's choices with the record's stored ones first where the list no longer offers them (an inactive
 * customer or employee, an archived product ...), so an edit still shows them by name.
 */
export function withStored(options: TSelectOption[], stored: readonly TSelectOption[]): TSelectOption[] {
  const offered = new Set(options.map((option) => option.value));
  return [...stored.filter((option) => !offered.has(option.value)), ...options];
}

/** A picked person as a Mantine Select/MultiSelect option: the id as the value, the full name shown. */
export function peopleSelectData(people: readonly { id: number; full_name: string }[] | undefined) {
  return (people ?? []).map((person) => ({ value: String(person.id), label: person.full_name }));
}

/** A person as a pick list names it: the full name, and its identity number ("Priya Sharma (CUS-00021)") if any. */
export function identifiedPeopleSelectData(
  people: readonly { id: number; full_name: string; unique_identity: string | null }[] | undefined,
) {
  return (people ?? []).map((person) => ({
    value: String(person.id),
    label: person.unique_identity ? `${person.full_name} (${person.unique_identity})` : person.full_name,
  }));
}

/** A product as a Select option: its name and code ("Split AC (AC-15)"). */
export function productSelectData(
  products: readonly { id: number; name: string; code: string }[] | undefined,
) {
  return (products ?? []).map((product) => ({
    value: String(product.id),
    label: `${product.name} (${product.code})`,
  }));
}

/** A named record (category, tax ...) as a Select option. */
export function namedSelectData(records: readonly { id: number; name: string }[] | undefined) {
  return (records ?? []).map((record) => ({ value: String(record.id), label: record.name }));
}

/** Status values as Select options, each shown in the reader's language (an unknown one as it is). */
export function statusSelectData(t: TFunction, statuses: readonly string[], scope?: string) {
  const keyOf = (value: string) => (scope ? `${scope}.${value}` : value);
  return statuses.map((value) => ({ value, label: t(`status.${keyOf(value)}`, { defaultValue: value }) }));
}

/** An equipment item as pickers name it: "SERIAL · Product · location", the location left out when unknown. */
export function equipmentLabel(item: { serial_no: string; product_name: string; location: string | null }) {
  return [item.serial_no, item.product_name, item.location].filter(Boolean).join(' · ');
}
