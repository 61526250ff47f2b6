import { GENDERS } from '@amc/contracts';
import { PasswordInput, Select, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BirthDateInput } from './birth-date-input';
import type { TUserFieldName } from './user-form-fields';

/** Mantine's input props of one field, its error already translated. */
type TFieldProps = {
  value?: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  onFocus?: () => void;
  onBlur?: () => void;
};

/** Numbers and codes read left to right even in an Arabic form. */
const LEFT_TO_RIGHT = new Set<TUserFieldName>([
  'email',
  'mobile',
  'alternate_mobile',
  'pincode',
  'phone',
  'gst',
  'tin_no',
  'cst_no',
  'pan_no',
  'account_number',
  'ifsc_code',
  'swift_code',
  'branch_code',
  'international_bank_code',
  'national_bank_code',
  'password',
  'password_confirmation',
]);
const NUMERIC = new Set<TUserFieldName>([
  'mobile',
  'alternate_mobile',
  'pincode',
  'phone',
  'tin_no',
  'cst_no',
]);
/** Fields of a fixed number of digits (SPEC section 5: TIN and CST each 11 digits). */
const MAX_LENGTH: Partial<Record<TUserFieldName, number>> = { tin_no: 11, cst_no: 11 };

export function UserFieldInput({
  name,
  props,
  required,
  disabled,
}: {
  name: TUserFieldName;
  props: TFieldProps;
  required: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`user.field.${name}`);
  const common = { label, withAsterisk: required, disabled, error: props.error, onBlur: props.onBlur };
  const text = typeof props.value === 'string' ? props.value : '';

  if (name === 'gender') {
    return (
      <Select
        {...common}
        data={GENDERS.map((gender) => ({ value: gender, label: t(`user.gender.${gender}`) }))}
        value={text || null}
        onChange={(value) => props.onChange(value ?? '')}
        allowDeselect={false}
        onFocus={props.onFocus}
      />
    );
  }
  if (name === 'birth_date') {
    return <BirthDateInput {...common} value={text} onChange={props.onChange} />;
  }
  if (name === 'password' || name === 'password_confirmation') {
    return (
      <PasswordInput
        {...common}
        dir="ltr"
        autoComplete="new-password"
        value={text}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    );
  }
  if (name === 'address') {
    return (
      <Textarea
        {...common}
        dir="auto"
        autosize
        minRows={2}
        value={text}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      dir={LEFT_TO_RIGHT.has(name) ? 'ltr' : 'auto'}
      type={name === 'email' ? 'email' : 'text'}
      inputMode={NUMERIC.has(name) ? 'numeric' : undefined}
      maxLength={MAX_LENGTH[name]}
      autoComplete={name === 'email' ? 'off' : undefined}
      value={text}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}
