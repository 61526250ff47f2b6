import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Long enough that typing a word sends one request, short enough that the list follows the typing. */
const TYPING_DELAY_MS = 400;

type TDebouncedTextInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The value kept outside (the address bar). */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A text box that reports its value once the typing pauses. It follows `value` only when that changes from
 * outside (a reset, a link): the echo of its own report must not overwrite what was typed meanwhile.
 */
export function DebouncedTextInput({ value, onChange, ...props }: TDebouncedTextInputProps) {
  const [text, setText] = useState(value);
  const lastReported = useRef(value);
  const report = useDebouncedCallback((next: string) => {
    lastReported.current = next;
    onChange(next);
  }, TYPING_DELAY_MS);

  useEffect(() => {
    if (value === lastReported.current) return;
    lastReported.current = value;
    setText(value);
  }, [value]);

  return (
    <TextInput
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
