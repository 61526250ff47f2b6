import { Image, Loader, Modal, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useFileUrl } from '../lib/use-file-url';

/**
 * One stored photo (an upload under /api/files/, fetched with the session's token) as a 72 px thumbnail that
 * opens the photo larger in a modal.
 */
export function PhotoThumb({ url: src, label }: { url: string; label: string }) {
  const url = useFileUrl(src);
  const [open, setOpen] = useState(false);
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={label} style={{ width: 72, height: 72 }}>
        {url ? <Image src={url} alt={label} w={72} h={72} radius="sm" fit="cover" /> : <Loader size="sm" />}
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={label} size="xl" centered>
        {url && <Image src={url} alt={label} fit="contain" mah="75vh" />}
      </Modal>
    </>
  );
}

/** A record's photos as a grid of thumbnails, each opening larger; `labelOf` names the n-th (1-based). */
export function PhotoThumbs({
  photos,
  labelOf,
}: {
  photos: { id: number; url: string }[];
  labelOf: (n: number) => string;
}) {
  return (
    <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs">
      {photos.map((photo, index) => (
        <PhotoThumb key={photo.id} url={photo.url} label={labelOf(index + 1)} />
      ))}
    </SimpleGrid>
  );
}
