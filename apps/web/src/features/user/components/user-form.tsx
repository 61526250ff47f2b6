import type { TRoleSlug, TUserDetail } from '@amc/contracts';
import { Box, Button, Collapse, Grid, Group, Stack, TextInput, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconChevronDown, IconDeviceFloppy } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import type { TUserFormVariables } from '../api/user-form-data';
import { applyUserFormIssues } from './apply-user-form-issues';
import { ContactRowsSection } from './contact-rows-section';
import { ProfileImageInput } from './profile-image-input';
import { UserFieldInput } from './user-field-input';
import {
  isRequiredField,
  USER_FORM_SCHEMAS,
  userFormSections,
  type TUserFieldName,
  type TUserFormMode,
  type TUserSectionId,
} from './user-form-fields';
import { SectionCard } from './section-card';
import { toUserFormValues, type TUserFormValues } from './user-form-values';

/** Long fields take the whole row; the rest sit two by two. */
const FULL_WIDTH = new Set<TUserFieldName>(['address']);

/**
 * The user form of SPEC sections 2 and 5, for one role: the admin's add and edit screens and the profile edit
 * drawer. The contract of `mode` validates it and decides which fields and sections it shows.
 */
export function UserForm({
  mode,
  role,
  user,
  submitLabel,
  onSubmit,
  pending,
  extraActions,
}: {
  mode: TUserFormMode;
  role: TRoleSlug;
  user: TUserDetail | null;
  submitLabel: string;
  /** Resolves when saved; a rejection with field issues puts them on the fields. */
  onSubmit: (variables: TUserFormVariables) => Promise<unknown>;
  pending: boolean;
  /** Buttons beside the submit (Cancel). */
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useForm<TUserFormValues>({
    initialValues: toUserFormValues(mode, role, user),
    validate: zod4Resolver(USER_FORM_SCHEMAS[mode], { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const sections = userFormSections(mode, role);
  const bankFields = sections.find((s) => s.id === 'bank')?.fields ?? [];
  // Bank details are optional: folded away unless the user has some, so the form stays short.
  const [bankOpen, setBankOpen] = useState(() => bankFields.some((name) => Boolean(form.getValues()[name])));

  const submit = (values: TUserFormValues) => {
    onSubmit({ values, profile: image }).then(
      () => {
        setImage(null);
        form.resetDirty();
      },
      (error: unknown) => {
        applyUserFormIssues(form, error, values);
        if (error instanceof ApiError) {
          const issue = error.issues.find((i) => i.path === 'profile');
          if (issue) setImageError(issue.message);
          if (error.issues.some((i) => bankFields.includes(i.path as TUserFieldName))) setBankOpen(true);
        }
      },
    );
  };

  // A hidden bank field with an error would leave the user puzzled: its section opens.
  const revealErrors = (errors: Record<string, unknown>) => {
    if (bankFields.some((name) => errors[name])) setBankOpen(true);
  };

  const grid = (fields: TUserFieldName[], extra?: { after: TUserFieldName; node: ReactNode }) => (
    <Grid gap="md">
      {fields.map((name) => (
        <Fragment key={name}>
          <Grid.Col span={{ base: 12, sm: FULL_WIDTH.has(name) ? 12 : 6 }}>
            <UserFieldInput
              name={name}
              props={field(name)}
              required={isRequiredField(mode, role, name)}
              disabled={mode === 'profile' && name === 'email'}
            />
          </Grid.Col>
          {extra?.after === name && extra.node}
        </Fragment>
      ))}
    </Grid>
  );

  const renderSection = (id: TUserSectionId, fields: TUserFieldName[]) => {
    switch (id) {
      case 'personal':
        return (
          <SectionCard key={id} title={t('user.section.personal')} testId="personal-section">
            {/* The role sits beside the pincode, so the password and its confirmation share a row. */}
            {grid(fields, {
              after: 'pincode',
              node: (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label={t('user.field.role')} value={t(`role.${role}`)} readOnly disabled />
                </Grid.Col>
              ),
            })}
          </SectionCard>
        );
      case 'company':
        return (
          <SectionCard key={id} title={t('user.section.company')} testId="company-section">
            {grid(fields)}
          </SectionCard>
        );
      case 'bank':
        return (
          <SectionCard
            key={id}
            title={t('user.section.bank')}
            testId="bank-section"
            titleGap={0}
            action={
              <UnstyledButton
                onClick={() => setBankOpen((open) => !open)}
                aria-expanded={bankOpen}
                c="var(--mantine-primary-color-filled)"
                fz="sm"
                mih={44}
              >
                <Group gap={4} wrap="nowrap">
                  {bankOpen ? t('user.hideBank') : t('user.showBank')}
                  <IconChevronDown
                    size={16}
                    style={{
                      transform: bankOpen ? 'rotate(180deg)' : undefined,
                      transition: 'transform 150ms',
                    }}
                  />
                </Group>
              </UnstyledButton>
            }
          >
            <Collapse expanded={bankOpen}>
              <Box pt="md">{grid(fields)}</Box>
            </Collapse>
          </SectionCard>
        );
      case 'account':
        return (
          <SectionCard key={id} title={t('user.section.account')} testId="account-section">
            {grid(fields)}
          </SectionCard>
        );
      case 'contacts':
        return <ContactRowsSection key={id} form={form} />;
      case 'image':
        return (
          <SectionCard key={id} title={t('user.section.other')} testId="image-section">
            <ProfileImageInput
              currentUrl={user?.profile ?? null}
              name={`${form.getValues().first_name ?? ''} ${form.getValues().last_name ?? ''}`.trim()}
              file={image}
              onFileChange={setImage}
              error={imageError}
              onError={setImageError}
            />
          </SectionCard>
        );
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit, revealErrors)} noValidate data-testid="user-form">
      <Stack gap="lg">
        {sections.map((section) => renderSection(section.id, section.fields))}
        <Group justify="flex-end">
          {extraActions}
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={pending}
            disabled={pending}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
