import type { Certificate, RecordKindKey } from '@vitalreg/domain';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadCertificate } from '../api/download-certificate';

/** Downloads a record's certificate PDF; `downloading` names the one under way. */
export function useCertificateDownload(kind: RecordKindKey, recordId: number) {
  const [downloading, setDownloading] = useState<number>();
  const download = async (certificate: Certificate) => {
    setDownloading(certificate.id);
    try {
      await downloadCertificate(kind, recordId, certificate);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The certificate could not be downloaded.');
    } finally {
      setDownloading(undefined);
    }
  };
  return { downloading, download };
}

/** The newest certificate still standing (not revoked): the one "Download certificate" gives. */
export function currentCertificate(certificates: readonly Certificate[]): Certificate | undefined {
  return [...certificates].reverse().find((certificate) => certificate.revoked_at === null);
}
