import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { requestBlob } from './http-client';

const FILES_PATH = '/api/files/';

/**
 * An uploaded file (/api/files/...) as a URL an <img> or a link can use. The API hands most uploads only to a
 * signed-in caller with the right to their record, and a browser sends no bearer token for an <img src>, so the
 * file is fetched with the token and shown from a blob: URL, released when the component goes. Anything else
 * (a blob: preview of a chosen file, no file) is passed through. Null until the file is there, or if it is not.
 */
export function useFileUrl(src: string | null | undefined): string | null {
  const isUpload = !!src && src.startsWith(FILES_PATH);
  const file = useQuery({
    queryKey: ['file', src],
    queryFn: ({ signal }) => requestBlob(src!.slice('/api'.length), { signal }),
    enabled: isUpload,
    // A stored name never changes content: one download per session is enough.
    staleTime: Infinity,
    retry: false,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return setObjectUrl(null);
    const url = URL.createObjectURL(file.data);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file.data]);
  return isUpload ? objectUrl : (src ?? null);
}
