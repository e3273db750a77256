import type { Certificate, RecordKindKey } from '@vitalreg/domain';
import { ApiError, buildUrl, firstMessage } from '@/lib/api-client';
import { getAuthorization } from '@/lib/session-store';

/** The file name the server gives (the certificate number), else one made from the number. */
function fileNameOf(response: Response, certificate: Certificate): string {
  const given = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return (
    given ?? `certificate-${certificate.certificate_number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`
  );
}

/**
 * `GET /certificates/{kind}/{id}/{certificateId}/pdf`: the stored PDF, fetched with the
 * Authorization header and saved through an object URL (never opened by its raw address).
 */
export async function downloadCertificate(
  kind: RecordKindKey,
  recordId: number,
  certificate: Certificate,
): Promise<void> {
  const authorization = getAuthorization();
  const response = await fetch(
    buildUrl(`/certificates/${kind}/${recordId}/${certificate.id}/pdf`),
    {
      headers: authorization ? { Authorization: authorization } : {},
    },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      { message?: string | string[] } | undefined;
    throw new ApiError(firstMessage(body?.message) ?? `Download failed (${response.status})`, {
      status: response.status,
      data: undefined,
    });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, certificate);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
