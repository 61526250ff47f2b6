import { pagePath, ZRenewAmcBody, type TAmc } from '@amc/contracts';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DateText } from '../../../components/date-text';
import { DetailField } from '../../../components/detail-field';
import { FormActions } from '../../../components/form-actions';
import { FormModal } from '../../../components/form-modal';
import { MoneyText } from '../../../components/money-text';
import { useFieldProps } from '../../../lib/form-errors';
import { useAmcActionErrors } from './use-amc-action-errors';
import { useRight } from '../../../lib/use-right';
import { useSettings } from '../../../lookups/use-settings';
import { useRenewAmc } from '../api/use-renew-amc';
import { useOfferRenewal } from '../api/use-renewal-offer';
import { renewedPrice, renewedTerm } from './amc-renewal';

type TRenewFormValues = { uplift_percent: string };

/** Renew makes the new term now; offer mails the customer a quotation for it, which it accepts in its portal. */
export type TRenewMode = 'renew' | 'offer';

const TEXTS = {
  renew: { title: 'amc.renew.title', text: 'amc.renew.text', submit: 'amc.renew.submit' },
  offer: { title: 'amc.offer.title', text: 'amc.offer.text', submit: 'amc.offer.submit' },
} as const;

const ZRenewFields = ZRenewAmcBody.pick({ uplift_percent: true });

/**
 * The uplift a renewal starts from (Settings), once read. Only a holder of setting_edit reads the whole settings;
 * anyone else gets the display settings, which leave it out, and starts from 0.
 */
function useStartingUplift(): string | undefined {
  const readsSettings = useRight('setting_edit');
  return useSettings({ enabled: readsSettings }).data?.renewal_uplift_percent;
}

function AmcRenewForm({
  amc,
  mode,
  renew,
  onDone,
}: {
  amc: TAmc;
  mode: TRenewMode;
  renew: ReturnType<typeof useRenewAmc> | ReturnType<typeof useOfferRenewal>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startingUplift = useStartingUplift();
  const form = useForm<TRenewFormValues>({
    initialValues: { uplift_percent: startingUplift ?? '0' },
    validate: zod4Resolver(ZRenewFields, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const refused = useAmcActionErrors(form, onDone);
  // Settings read after the dialog opened still give the start (initialize acts once), unless an uplift has been
  // typed meanwhile.
  const { initialize, isDirty } = form;
  useEffect(() => {
    if (startingUplift !== undefined && !isDirty('uplift_percent'))
      initialize({ uplift_percent: startingUplift });
  }, [startingUplift, initialize, isDirty]);
  const term = renewedTerm(amc);
  const price = renewedPrice(amc.price, form.values.uplift_percent);

  const submit = (values: TRenewFormValues) =>
    renew.mutate(ZRenewAmcBody.parse({ id: amc.id, ...values }), {
      onSuccess: (answer) => {
        onDone();
        // A renewal opens the new term; an offer leaves the contract's view, which shows the offer.
        if (mode === 'renew') void navigate(pagePath('amcView', { id: answer.data.id }));
      },
      onError: refused,
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(TEXTS[mode].text)}</Text>
        <TextInput
          label={t('amc.renew.uplift')}
          description={t('amc.renew.upliftHint')}
          inputMode="decimal"
          dir="ltr"
          rightSection="%"
          data-autofocus
          {...field('uplift_percent')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" data-testid="amc-renew-preview">
          <DetailField label={t('amc.renew.newTerm')}>
            <DateText value={term.start} /> – <DateText value={term.end} />
          </DetailField>
          <DetailField label={t('amc.renew.newPrice')}>
            {price !== null ? <MoneyText amount={price} /> : t('amc.na')}
          </DetailField>
        </SimpleGrid>
        <FormActions submitLabel={t(TEXTS[mode].submit)} submitting={renew.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * Renew of a contract, or an offer of its renewal to the customer: the uplift on its price (from the settings'
 * default), with the new term's dates and price shown before it is sent.
 */
export function AmcRenewModal({
  opened,
  amc,
  mode,
  onClose,
}: {
  opened: boolean;
  amc: TAmc;
  mode: TRenewMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const renew = useRenewAmc();
  const offer = useOfferRenewal();
  const mutation = mode === 'renew' ? renew : offer;
  return (
    <FormModal opened={opened} onClose={onClose} title={t(TEXTS[mode].title)} submitting={mutation.isPending}>
      <AmcRenewForm key={`${amc.id}-${mode}`} amc={amc} mode={mode} renew={mutation} onDone={onClose} />
    </FormModal>
  );
}
