import { IconPackage } from '@tabler/icons-react';
import { FileAvatar } from '../../../components/file-avatar';

/** The product's picture in a list row, or a neutral package icon when it has none. */
export function ProductThumbnail({
  src,
  alt,
  size = 40,
}: {
  src: string | null;
  alt: string;
  size?: number;
}) {
  return (
    <FileAvatar src={src} alt={alt} size={size} radius="sm" variant="light">
      <IconPackage size={size * 0.55} />
    </FileAvatar>
  );
}
