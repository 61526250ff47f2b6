import { MAX_TAX_COMPONENTS, TAX_COMPONENT_SCOPES, type TCreateTaxInput } from '@amc/contracts';
import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Input,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { percentToHundredths } from '../../../components/document-lines/line-maths';
import { translateMessage } from '../../../i18n/translate-message';

type TComponentRow = NonNullable<TCreateTaxInput['components']>[number];

const asRate = (hundredths: bigint) => (Number(hundredths) / 100).toFixed(2);

/**
 * India's GST as components of the tax's rate: half CGST and half SGST within the state, the whole as IGST across
 * states. Null when the rate is not known or does not halve to the cent.
 */
function gstComponents(percentage: unknown): TComponentRow[] | null {
  // Null while the field is being typed (not a rate yet).
  const hundredths = percentToHundredths(String(percentage ?? ''));
  if (hundredths === null || hundredths === 0n || hundredths % 2n) return null;
  const half = asRate(hundredths / 2n);
  return [
    { name: 'CGST', percentage: half, applies: 'within_state' },
    { name: 'SGST', percentage: half, applies: 'within_state' },
    { name: 'IGST', percentage: asRate(hundredths), applies: 'across_states' },
  ];
}

/**
 * A tax's components (issue 27): rows of a name, a rate and where it is charged, with GST's usual split a click away.
 * The server checks that the parts charged within the state, and those across states, each add up to the rate.
 */
export function TaxComponentsInput({ form }: { form: UseFormReturnType<TCreateTaxInput> }) {
  const { t } = useTranslation();
  const values = form.getValues();
  const rows = values.components ?? [];
  const gst = gstComponents(values.percentage);
  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' && error ? translateMessage(t, error) : undefined;
  };
  const scopes = TAX_COMPONENT_SCOPES.map((scope) => ({ value: scope, label: t(`tax.applies.${scope}`) }));
  return (
    <Input.Wrapper
      label={t('tax.field.components')}
      description={t('tax.components.hint')}
      error={errorOf('components')}
    >
      <Stack gap="xs" mt="xs" data-testid="tax-components">
        {rows.map((row, index) => (
          <Grid key={index} gap="xs" align="flex-end" data-testid={`tax-component-${index}`}>
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <TextInput
                label={t('tax.component.name')}
                dir="auto"
                {...form.getInputProps(`components.${index}.name`)}
                error={errorOf(`components.${index}.name`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, xs: 3 }}>
              <TextInput
                label={t('tax.component.percentage')}
                inputMode="decimal"
                dir="ltr"
                rightSection="%"
                {...form.getInputProps(`components.${index}.percentage`)}
                error={errorOf(`components.${index}.percentage`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, xs: 4 }}>
              <Select
                label={t('tax.component.applies')}
                data={scopes}
                allowDeselect={false}
                value={row.applies ?? 'always'}
                onChange={(value) => value && form.setFieldValue(`components.${index}.applies`, value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 2, xs: 1 }}>
              <Tooltip label={t('tax.component.remove')}>
                <ActionIcon
                  variant="light"
                  color="red"
                  size={36}
                  onClick={() => form.removeListItem('components', index)}
                  aria-label={t('tax.component.remove')}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Grid.Col>
          </Grid>
        ))}
        {!rows.length && (
          <Text size="sm" c="dimmed">
            {t('tax.components.none')}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={16} />}
            disabled={rows.length >= MAX_TAX_COMPONENTS}
            onClick={() => form.insertListItem('components', { name: '', percentage: '', applies: 'always' })}
          >
            {t('tax.component.add')}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={!gst}
            onClick={() => gst && form.setFieldValue('components', gst)}
          >
            {t('tax.components.gst')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
