import { MSG, PROFILE_IMAGE_MAX_BYTES } from '@amc/contracts';
import { Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { FileAvatar } from '../../../components/file-avatar';

/** jpg, jpeg, gif and png (SPEC section 5); the server checks the content again. */
const IMAGE_TYPES = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/gif': ['.gif'] };

function rejectionMessage(rejections: FileRejection[]): string {
  const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
  return tooLarge ? MSG.fileTooLarge : MSG.unsupportedFile;
}

/** "Other Information": the profile image with a preview of the chosen file, or of the stored image. */
export function ProfileImageInput({
  currentUrl,
  name,
  file,
  onFileChange,
  error,
  onError,
}: {
  currentUrl: string | null;
  /** Whose image: the preview falls back to their initials. */
  name: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Input.Wrapper
      label={t('user.field.profile')}
      description={t('user.imageRules')}
      error={error ? translateMessage(t, error) : undefined}
    >
      <Group mt={6} gap="md" wrap="nowrap" align="center">
        <FileAvatar
          src={previewUrl ?? currentUrl}
          name={name || undefined}
          color="initials"
          size={88}
          radius={88}
          alt={t('user.imagePreview')}
          data-testid="profile-image-preview"
        />
        <Dropzone
          onDrop={(files) => {
            onError(null);
            onFileChange(files[0] ?? null);
          }}
          onReject={(rejections) => onError(rejectionMessage(rejections))}
          maxSize={PROFILE_IMAGE_MAX_BYTES}
          accept={IMAGE_TYPES}
          multiple={false}
          p="sm"
          style={{ flex: 1 }}
          data-testid="profile-image-dropzone"
        >
          <Group justify="center" gap="sm" mih={60} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={28} color="var(--mantine-primary-color-filled)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={28} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text size="sm" dir="auto">
                {file ? file.name : t('user.dropImage')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('user.imageTypes')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      </Group>
    </Input.Wrapper>
  );
}
