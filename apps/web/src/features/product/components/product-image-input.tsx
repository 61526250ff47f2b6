import { MSG, PRODUCT_IMAGE_MAX_BYTES } from '@amc/contracts';
import { ActionIcon, Group, Input, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { ProductThumbnail } from './product-thumbnail';

/** jpg, jpeg, gif and png (SPEC section 5); the server checks the content again. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

function rejectionMessage(rejections: FileRejection[]): string {
  const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
  return tooLarge ? MSG.fileTooLarge : MSG.unsupportedFile;
}

/** The product picture: a preview of the chosen file (or the stored one) and a drop zone to pick another. */
export function ProductImageInput({
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
    <Input.Wrapper label={t('product.field.image')} error={error ? translateMessage(t, error) : undefined}>
      <Group mt={6} align="stretch" wrap="nowrap" gap="md">
        <Stack gap={4} align="center">
          <ProductThumbnail src={previewUrl ?? currentUrl} alt={t('product.field.image')} size={96} />
          {file && (
            <Tooltip label={t('product.image.remove')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('product.image.remove')}
                onClick={() => onFileChange(null)}
              >
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Stack>
        <Dropzone
          style={{ flex: 1 }}
          onDrop={(files) => {
            onError(null);
            onFileChange(files[0] ?? null);
          }}
          onReject={(rejections) => onError(rejectionMessage(rejections))}
          maxSize={PRODUCT_IMAGE_MAX_BYTES}
          accept={IMAGE_TYPES}
          multiple={false}
          p="sm"
          data-testid="product-image-dropzone"
        >
          <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={28} color="var(--mantine-primary-color-filled)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={28} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <div>
              <Text size="sm">{file ? file.name : t('product.image.drop')}</Text>
              <Text size="xs" c="dimmed">
                {t('product.image.rules')}
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Group>
    </Input.Wrapper>
  );
}
