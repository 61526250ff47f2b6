import { parseId, type TEquipment, type TEquipmentRef } from '@amc/contracts';
import {
  MultiSelect,
  Select,
  type MultiSelectProps,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { useRight } from '../lib/use-right';
import { equipmentLabel } from '../lookups/select-data';
import { useEquipmentOptions } from '../lookups/use-equipment-options';

/** Long enough that typing a serial number sends one request, short enough that the list follows the typing. */
const TYPING_DELAY_MS = 250;

type TEquipmentPickerOwnProps = {
  /** The customer whose items are offered: the form's customer (a select's string) or the caller's own id. */
  customerId: string | number | null | undefined;
  /**
   * The items the record names now: shown by name while chosen, although the list may no longer offer them (retired
   * since). Once unpicked, or the customer changed, they are offered only if the list has them.
   */
  current?: readonly TEquipmentRef[];
  /** Shown under the disabled field until a customer is chosen. */
  customerFirstHint: string;
};

/** What the pickers set themselves: the options, the search and the fetching. */
type TOwnedProps =
  'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter' | 'loading' | 'onDropdownOpen';

const toRef = (item: TEquipment): TEquipmentRef => ({
  id: item.id,
  serial_no: item.serial_no,
  product_name: item.product.name,
  location: item.location,
});

// The server has matched the search (a serial's prefix, the product's code or name): filtering the answer again
// by the label would hide some of its matches.
const keepServerMatches: OptionsFilter = ({ options }) => options;

/**
 * The options of one customer's items in use, searched on the server as the user types. Nothing is asked for
 * until the dropdown first opens: most edits never change the item, and the stored one shows from `current`.
 * `shownLabel` is the text a single select puts in its search box for its choice, which is not a search.
 * Without the right to see the register there is nothing to pick from: the field is left out (`hidden`) unless
 * it shows a stored choice, read-only.
 */
function useEquipmentChoices(
  { customerId, current, customerFirstHint }: TEquipmentPickerOwnProps,
  chosen: readonly string[],
  { disabled, description, shownLabel }: { disabled?: boolean; description?: ReactNode; shownLabel?: string },
) {
  const canList = useRight('equipment_view');
  const customer = parseId(customerId) ?? null;
  const [wanted, setWanted] = useState(false);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search === shownLabel ? '' : search.trim(), TYPING_DELAY_MS);
  const options = useEquipmentOptions(customer, term, { enabled: canList && wanted });

  const data = useMemo(() => {
    const byId = new Map<number, TEquipmentRef>();
    for (const item of current ?? []) if (chosen.includes(String(item.id))) byId.set(item.id, item);
    for (const item of options.data?.data ?? []) byId.set(item.id, toRef(item));
    return [...byId.values()].map((item) => ({ value: String(item.id), label: equipmentLabel(item) }));
  }, [current, chosen, options.data]);

  return {
    hidden: !canList && chosen.length === 0,
    choices: {
      data,
      searchable: true,
      onSearchChange: setSearch,
      onDropdownOpen: () => setWanted(true),
      filter: keepServerMatches,
      loading: options.isFetching,
      disabled: disabled || customer === null || !canList,
      description: customer === null ? customerFirstHint : description,
    },
  };
}

type TEquipmentSelectProps = TEquipmentPickerOwnProps & Omit<SelectProps, TOwnedProps>;
type TEquipmentMultiSelectProps = TEquipmentPickerOwnProps & Omit<MultiSelectProps, TOwnedProps>;

/** One of a customer's items in use (the one a visit or a complaint is about), "SERIAL · Product · location". */
export function EquipmentSelect({ customerId, current, customerFirstHint, ...props }: TEquipmentSelectProps) {
  const [shownLabel, setShownLabel] = useState(() => {
    const stored = current?.find((item) => String(item.id) === String(props.value));
    return stored ? equipmentLabel(stored) : undefined;
  });
  const { hidden, choices } = useEquipmentChoices(
    { customerId, current, customerFirstHint },
    props.value ? [props.value] : [],
    { ...props, shownLabel },
  );
  if (hidden) return null;
  return (
    <Select
      clearable
      {...props}
      {...choices}
      onChange={(value, option) => {
        setShownLabel(option?.label);
        props.onChange?.(value, option);
      }}
    />
  );
}

/** Several of a customer's items in use (those a contract covers). */
export function EquipmentMultiSelect({
  customerId,
  current,
  customerFirstHint,
  ...props
}: TEquipmentMultiSelectProps) {
  const { hidden, choices } = useEquipmentChoices(
    { customerId, current, customerFirstHint },
    props.value ?? [],
    props,
  );
  if (hidden) return null;
  return <MultiSelect clearable hidePickedOptions {...props} {...choices} />;
}
