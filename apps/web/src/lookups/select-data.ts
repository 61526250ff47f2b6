/** A picked person as a Mantine Select/MultiSelect option: the id as the value, the full name shown. */
export function peopleSelectData(people: readonly { id: number; full_name: string }[] | undefined) {
  return (people ?? []).map((person) => ({ value: String(person.id), label: person.full_name }));
}

/** A named record (category, tax ...) as a Select option. */
export function namedSelectData(records: readonly { id: number; name: string }[] | undefined) {
  return (records ?? []).map((record) => ({ value: String(record.id), label: record.name }));
}
