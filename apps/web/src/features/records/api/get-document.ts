import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFile } from '@/lib/api-client';

/**
 * `GET /documents/{key}`: a stored file (document, face, signature). It needs the Authorization
 * header, so it is fetched as a blob and shown through an object URL, never by its raw address.
 */
export async function getDocument(key: string, signal?: AbortSignal): Promise<Blob> {
  const path = `/documents/${key.split('/').map(encodeURIComponent).join('/')}`;
  const response = await fetchFile(path, signal);
  const blob = await response.blob();
  if (blob.type) return blob;
  // Some environments drop the blob's type: take it from the answer, else from the key.
  const type = response.headers.get('Content-Type') ?? typeFromKey(key);
  return type ? new Blob([blob], { type }) : blob;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

export function typeFromKey(key: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return extension ? TYPES_BY_EXTENSION[extension] : undefined;
}

/** An object URL for a stored file, revoked when the component no longer shows it. */
export function useDocumentUrl(key: string | null | undefined) {
  const query = useQuery({
    queryKey: ['documents', key],
    queryFn: ({ signal }) => getDocument(key!, signal),
    enabled: Boolean(key),
    staleTime: Infinity,
    meta: { silent: true },
    retry: false,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return undefined;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [query.data]);
  return {
    url,
    type: query.data?.type,
    isPending: query.isPending && Boolean(key),
    isError: query.isError,
  };
}
