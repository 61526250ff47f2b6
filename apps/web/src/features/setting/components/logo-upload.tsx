import { LOGO_MAX_BYTES, MSG } from '@amc/contracts';
import { Box, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';

/** jpg, jpeg, gif and png (SPEC section 5); the server checks the content again. */
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

function rejectionMessage(rejections: FileRejection[]): string {
  const tooLarge = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
  return tooLarge ? MSG.fileTooLarge : MSG.unsupportedFile;
}

export function LogoUpload({
  label,
  hint,
  currentUrl,
  file,
  onFileChange,
  error,
  onError,
  onBrandBackground = false,
  testId,
}: {
  label: string;
  hint: string;
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
  /** A white sidebar logo is previewed on the sidebar's coloured band, where it will appear. */
  onBrandBackground?: boolean;
  testId: string;
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

  const shown = previewUrl ?? currentUrl;

  return (
    <Input.Wrapper label={label} description={hint} error={error ? translateMessage(t, error) : undefined}>
      <Stack gap="xs" mt={6}>
        <Box
          h={96}
          p="sm"
          bd="1px solid var(--mantine-color-default-border)"
          bg={onBrandBackground ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default)'}
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {shown ? (
            <Image src={shown} alt={label} mah={72} maw="100%" w="auto" fit="contain" />
          ) : (
            <Text size="sm" c={onBrandBackground ? 'white' : 'dimmed'}>
              {t('settings.noLogo')}
            </Text>
          )}
        </Box>
        <Dropzone
          onDrop={(files) => {
            onError(null);
            onFileChange(files[0] ?? null);
          }}
          onReject={(rejections) => onError(rejectionMessage(rejections))}
          maxSize={LOGO_MAX_BYTES}
          accept={LOGO_TYPES}
          multiple={false}
          p="sm"
          data-testid={testId}
        >
          <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: 'none' }} wrap="nowrap">
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
              <Text size="sm">{file ? file.name : t('settings.dropLogo')}</Text>
              <Text size="xs" c="dimmed">
                {t('settings.logoRules')}
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Stack>
    </Input.Wrapper>
  );
}
