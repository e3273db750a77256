import type { Certificate, RecordKindKey } from '@vitalreg/domain';
import { fetchFile } from '@/lib/api-client';

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
  const response = await fetchFile(`/certificates/${kind}/${recordId}/${certificate.id}/pdf`);
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
