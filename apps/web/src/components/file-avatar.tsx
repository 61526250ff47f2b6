import { Avatar, type AvatarProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFileUrl } from '../lib/use-file-url';

/** An avatar whose picture is an upload (a profile or product image), fetched with the session's token. */
export function FileAvatar({
  src,
  children,
  ...props
}: Omit<AvatarProps, 'src'> & { src: string | null | undefined; children?: ReactNode }) {
  return (
    <Avatar src={useFileUrl(src)} {...props}>
      {children}
    </Avatar>
  );
}
