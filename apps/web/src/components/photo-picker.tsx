import { ActionIcon, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { resizePhoto } from '../lib/resize-photo';

/** The words of a photo field, given by the feature that shows it (each in its own locale files). */
export type TPhotoPickerTexts = {
  label: string;
  /** Under the label, e.g. how many photos may be added. */
  hint: string;
  takePhoto: string;
  choosePhoto: string;
  noPhotos: string;
  photoN: (n: number) => string;
  removePhoto: (n: number) => string;
  /** A photo that could not be read or made small enough. */
  unreadable: string;
  /** More photos chosen than there is room for. */
  tooMany: string;
};

function Thumb({
  blob,
  index,
  texts,
  onRemove,
}: {
  blob: Blob;
  index: number;
  texts: TPhotoPickerTexts;
  onRemove: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return (
    <Stack gap={2} w={88}>
      <Image src={url ?? undefined} alt={texts.photoN(index + 1)} w={88} h={88} radius="sm" fit="cover" />
      <ActionIcon
        w={88}
        h={44}
        variant="light"
        color="red"
        aria-label={texts.removePhoto(index + 1)}
        onClick={onRemove}
      >
        <IconX size={18} />
      </ActionIcon>
    </Stack>
  );
}

/**
 * A photo field: photos taken with the camera or chosen from the gallery, each resized in the browser before it
 * is kept (resizePhoto), shown as thumbnails with a remove button; at most `limit` of them.
 */
export function PhotoPicker({
  value,
  onChange,
  limit,
  texts,
  error,
}: {
  value: Blob[];
  onChange: (photos: Blob[]) => void;
  /** How many photos may be picked (0: the field takes none, its buttons are off). */
  limit: number;
  texts: TPhotoPickerTexts;
  error?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= limit;

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    setProblem(null);
    const room = Math.max(0, limit - value.length);
    const kept: Blob[] = [];
    try {
      for (const file of files.slice(0, room)) {
        const resized = await resizePhoto(file).catch(() => null);
        if (resized) kept.push(resized);
        else setProblem(texts.unreadable);
      }
      if (files.length > room) setProblem(texts.tooMany);
      onChange([...value, ...kept]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper label={texts.label} description={texts.hint} error={problem ?? error}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs">
          <FileButton
            onChange={(files) => void add(files)}
            accept="image/*"
            multiple
            capture="environment"
            inputProps={{ 'aria-label': texts.label }}
          >
            {(props) => (
              <Button
                {...props}
                mih={44}
                leftSection={<IconCamera size={18} />}
                loading={busy}
                disabled={full}
              >
                {texts.takePhoto}
              </Button>
            )}
          </FileButton>
          <FileButton onChange={(files) => void add(files)} accept="image/jpeg,image/png,image/webp" multiple>
            {(props) => (
              <Button
                {...props}
                mih={44}
                variant="default"
                leftSection={<IconPhoto size={18} />}
                disabled={busy || full}
              >
                {texts.choosePhoto}
              </Button>
            )}
          </FileButton>
        </Group>
        {value.length > 0 ? (
          <Group gap="sm" pt={6}>
            {value.map((blob, index) => (
              <Thumb
                key={index}
                blob={blob}
                index={index}
                texts={texts}
                onRemove={() => onChange(value.filter((_, i) => i !== index))}
              />
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {texts.noPhotos}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
