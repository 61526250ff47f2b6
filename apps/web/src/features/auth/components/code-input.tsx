import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * Where a second-step code is typed: digits on a phone's keyboard, the code a phone offers from a message
 * (one-time-code), left to right in every language, large enough to read back.
 */
export function CodeInput(props: TextInputProps & { recovery?: boolean }) {
  const { recovery, ...input } = props;
  return (
    <TextInput
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={recovery ? 16 : 8}
      dir="ltr"
      size="md"
      styles={{ input: { letterSpacing: recovery ? '0.05em' : '0.3em', fontFamily: 'monospace' } }}
      data-autofocus
      {...input}
    />
  );
}
