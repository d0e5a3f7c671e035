import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { mediaKeys } from './query-keys';

async function fetchBlob(path: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(path, { responseType: 'blob', headers: { Accept: 'image/*' } });
  return data;
}

/**
 * An object URL for a stored picture read with the caller's token. Needed where the owner sees their own photo:
 * a private profile's photo is not public, and an <img> cannot send the bearer token. Undefined while loading or
 * on failure (the <Img> fallback then shows).
 */
export function useMediaObjectUrl(path: string | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: mediaKeys.file(path ?? ''),
    queryFn: () => fetchBlob(path!),
    enabled: !!path,
    staleTime: 5 * 60_000,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!data) {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  return url;
}
