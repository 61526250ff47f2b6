import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { useIsPhone } from '../lib/use-is-phone';

/** A phone's option: a whole row, 44 px tall, its label centred. */
const PHONE_OPTION = {
  label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' },
};

/**
 * A choice among a few options shown side by side, stacked on a phone: in a language with long words the row
 * would run past a phone's edge, and stacked each option is a full-width target of 44 px.
 */
export function SegmentedChoice(props: SegmentedControlProps) {
  const phone = useIsPhone();
  if (!phone) return <SegmentedControl {...props} />;
  return <SegmentedControl {...props} orientation="vertical" fullWidth w="100%" styles={PHONE_OPTION} />;
}
