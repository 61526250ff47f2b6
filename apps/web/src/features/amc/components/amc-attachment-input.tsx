import { AMC_ATTACHMENT_MAX_BYTES, MSG } from '@amc/contracts';
import { FileInput, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { FileLink } from '../../../components/file-link';

/** jpg, jpeg, gif, png, pdf and csv (SPEC section 5); the server checks the content again. */
const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'pdf', 'csv'];
const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The message a chosen file earns before it is sent, or null when it may go. */
export function checkAttachment(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!ATTACHMENT_EXTENSIONS.includes(extension)) return MSG.unsupportedFile;
  if (file.size > AMC_ATTACHMENT_MAX_BYTES) return MSG.fileTooLarge;
  return null;
}

/** The contract's attachment: the stored one as a link, and a picker for a new one (replaces it on save). */
export function AmcAttachmentInput({
  currentUrl,
  file,
  onFileChange,
  error,
  onError,
}: {
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <FileInput
        label={t('amc.field.attachment')}
        description={t('amc.attachment.rules')}
        placeholder={t('amc.attachment.choose')}
        accept={ATTACHMENT_ACCEPT}
        clearable
        leftSection={<IconPaperclip size={16} />}
        value={file}
        error={error ? translateMessage(t, error) : undefined}
        onChange={(chosen) => {
          const problem = chosen ? checkAttachment(chosen) : null;
          onError(problem);
          onFileChange(problem ? null : chosen);
        }}
      />
      {currentUrl && !file && (
        <Text size="sm">
          {t('amc.attachment.current')} <FileLink url={currentUrl}>{t('amc.attachment.open')}</FileLink>
        </Text>
      )}
    </Stack>
  );
}
