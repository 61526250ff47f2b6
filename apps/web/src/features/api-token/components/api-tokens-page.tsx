import {
  API_TOKEN_DAYS,
  MODULE_ACTIONS,
  MODULE_NAMES,
  ZApiTokenStoreBody,
  type TApiToken,
  type TApiTokenCreated,
  type TModule,
  type TModuleSlug,
} from '@amc/contracts';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy, IconKey, IconPlus } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm-action';
import { WhenText } from '../../../components/date-text';
import { FormModal } from '../../../components/form-modal';
import { PageTitle } from '../../../components/page-title';
import { translateMessage } from '../../../i18n/translate-message';
import { applyServerIssues, useFieldProps } from '../../../lib/form-errors';
import { RightsMatrix } from '../../../components/rights-matrix';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/use-api-tokens';

const STATUS_COLORS: Record<TApiToken['status'], string> = {
  active: 'teal',
  expired: 'gray',
  revoked: 'red',
};
/** The lifetimes offered; the server takes any whole number of days from 1 to 365. */
const LIFETIMES = [7, 30, 90, 180, API_TOKEN_DAYS.max] as const;

type TFormValues = { name: string; expires_in_days: string; rights: string[] };

/** The modules of the rights one may give, as the role editor's grid shows them. */
function givableModules(rights: readonly string[]): TModule[] {
  return (Object.keys(MODULE_ACTIONS) as TModuleSlug[])
    .map((slug, index) => ({
      id: index + 1,
      slug,
      name: MODULE_NAMES[slug],
      actions: MODULE_ACTIONS[slug].filter((action) => rights.includes(`${slug}_${action}`)),
    }))
    .filter((module) => module.actions.length > 0);
}

/** The new token, shown once with a copy button. */
function NewToken({ created, onDone }: { created: TApiTokenCreated; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={t('apiToken.copyNow')}>
        {t('apiToken.copyNowHint')}
      </Alert>
      <Code block dir="ltr" fz="sm" style={{ wordBreak: 'break-all' }} data-testid="new-api-token">
        {created.token}
      </Code>
      <Group grow gap="xs">
        <CopyButton value={created.token}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              mih={44}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('apiToken.copied') : t('apiToken.copy')}
            </Button>
          )}
        </CopyButton>
        <Button mih={44} onClick={onDone}>
          {t('apiToken.done')}
        </Button>
      </Group>
    </Stack>
  );
}

function TokenForm({
  givable,
  onCreated,
}: {
  givable: readonly string[];
  onCreated: (created: TApiTokenCreated) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const form = useForm<TFormValues>({
    initialValues: { name: '', expires_in_days: '90', rights: [] },
    validate: zod4Resolver(ZApiTokenStoreBody, { errorPriority: 'first' }),
  });
  const field = useFieldProps(form);
  const rightsError = form.errors.rights;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        create
          .mutateAsync(ZApiTokenStoreBody.parse(values))
          .then((answer) => onCreated(answer.data))
          .catch((error: unknown) => applyServerIssues(form, error)),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t('apiToken.name')}
          description={t('apiToken.nameHint')}
          withAsterisk
          data-autofocus
          {...field('name')}
        />
        <Select
          label={t('apiToken.expiresIn')}
          allowDeselect={false}
          data={LIFETIMES.map((days) => ({
            value: String(days),
            label: t('apiToken.days', { count: days }),
          }))}
          {...field('expires_in_days')}
        />
        <div>
          <Text size="sm" fw={500}>
            {t('apiToken.rights')}
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            {t('apiToken.rightsHint')}
          </Text>
          <RightsMatrix
            modules={givableModules(givable)}
            value={new Set(form.getValues().rights)}
            onChange={(next) => form.setFieldValue('rights', [...next])}
          />
          {typeof rightsError === 'string' && (
            <Text size="xs" c="red" mt={4}>
              {translateMessage(t, rightsError)}
            </Text>
          )}
        </div>
        <Button type="submit" mih={44} loading={create.isPending} leftSection={<IconKey size={16} />}>
          {t('apiToken.create')}
        </Button>
      </Stack>
    </form>
  );
}

function TokenRow({ token }: { token: TApiToken }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiToken();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {token.name}
        </Text>
        <Code fz="xs" dir="ltr">
          {token.hint}…
        </Code>
      </Table.Td>
      <Table.Td visibleFrom="md">{t('apiToken.rightCount', { count: token.rights.length })}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={STATUS_COLORS[token.status]} style={{ minWidth: 'max-content' }}>
          {t(`apiToken.status.${token.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td visibleFrom="md">
        <WhenText value={token.expires_at} />
      </Table.Td>
      <Table.Td visibleFrom="lg">
        {token.last_used_at ? (
          <Stack gap={0}>
            <WhenText value={token.last_used_at} />
            <Text size="xs" c="dimmed" dir="ltr">
              {token.last_used_ip}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('apiToken.neverUsed')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {token.status === 'active' && (
          <Button
            variant="light"
            color="red"
            size="xs"
            mih={44}
            loading={revoke.isPending}
            onClick={() =>
              openConfirm({
                title: t('apiToken.revokeTitle', { name: token.name }),
                message: t('apiToken.revokeText'),
                confirmLabel: 'Yes, Revoke it',
                onConfirm: () => revoke.mutate(token.id),
              })
            }
          >
            {t('apiToken.revoke')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** A sentence naming /api/docs, the path kept left to right inside right-to-left text. */
function DocsPath({ text }: { text: string }) {
  const [before, after] = text.split('/api/docs');
  if (after === undefined) return text;
  return (
    <>
      {before}
      <bdi dir="ltr">/api/docs</bdi>
      {after}
    </>
  );
}

/**
 * Account → API tokens (issue 26, section 5): one's own personal API tokens, for a script or another program to
 * use the product as oneself with some of one's rights. A new one is shown once; a token can be revoked any time.
 * The list keeps to its box: rights and expiry show from 62em, the last use from 75em.
 */
export function ApiTokensPage() {
  const { t } = useTranslation();
  const list = useApiTokens();
  const [making, setMaking] = useState(false);
  const [created, setCreated] = useState<TApiTokenCreated | null>(null);
  const data = list.data;
  const close = () => {
    setMaking(false);
    setCreated(null);
  };
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('apiToken.title')}
        subtitle={t('apiToken.subtitle')}
        actions={
          <Button
            mih={44}
            leftSection={<IconPlus size={16} />}
            onClick={() => setMaking(true)}
            disabled={!data}
          >
            {t('apiToken.new')}
          </Button>
        }
      />
      <Text size="sm" c="dimmed" maw={820}>
        <DocsPath text={t('apiToken.howTo')} /> <Code dir="ltr">Authorization: Bearer amc_pat_…</Code>
      </Text>
      {!data ? (
        <Loader size="sm" />
      ) : data.tokens.length === 0 ? (
        <Text c="dimmed">{t('apiToken.none')}</Text>
      ) : (
        <Table verticalSpacing="sm" highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('apiToken.name')}</Table.Th>
              <Table.Th visibleFrom="md">{t('apiToken.rights')}</Table.Th>
              <Table.Th>{t('apiToken.statusHeader')}</Table.Th>
              <Table.Th visibleFrom="md">{t('apiToken.expires')}</Table.Th>
              <Table.Th visibleFrom="lg">{t('apiToken.lastUsed')}</Table.Th>
              <Table.Th aria-label={t('apiToken.revoke')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <FormModal opened={making} onClose={close} title={t('apiToken.new')} size="xl" testId="api-token-form">
        {created ? (
          <NewToken created={created} onDone={close} />
        ) : (
          data && <TokenForm givable={data.rights} onCreated={setCreated} />
        )}
      </FormModal>
    </Stack>
  );
}
