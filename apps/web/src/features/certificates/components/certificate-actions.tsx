import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCertificates } from '../api/get-certificates';
import { usePrintCertificate } from '../api/print-certificate';
import type { CertificateSectionProps } from './certificate-section';
import { currentCertificate, useCertificateDownload } from './use-certificate-download';

/**
 * The record's certificate buttons, for the actions bar at the top of its page: "Print
 * certificate" on an approved record (or "Print new certificate" once an administrator authorised
 * one) for those the access policy lets print, confirmed first since printing marks the record
 * printed for good; then the PDF downloads. A printed record offers "Download certificate".
 */
export function CertificateActions({ kind, record }: CertificateSectionProps) {
  const printed = record.status === 'printed';
  const certificates = useCertificates(kind.key, record.id, printed);
  const print = usePrintCertificate(kind.key, kind.queryKey);
  const { downloading, download } = useCertificateDownload(kind.key, record.id);
  const [confirming, setConfirming] = useState(false);
  const printsNew = printed && certificates.data?.paper === 'new_paper_authorised';
  const mayPrint =
    record.allowed_actions.includes('print') && (record.status === 'approved' || printsNew);
  const current = currentCertificate(certificates.data?.certificates ?? []);
  const number = record.certificate_number ?? '';

  return (
    <>
      {mayPrint ? (
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => setConfirming(true)}>
          {printsNew ? 'Print new certificate' : 'Print certificate'}
        </Button>
      ) : null}
      {printed && current ? (
        <Button
          variant={mayPrint ? 'outlined' : 'contained'}
          startIcon={<DownloadIcon />}
          loading={downloading === current.id}
          onClick={() => void download(current)}
        >
          Download certificate
        </Button>
      ) : null}
      {mayPrint && confirming ? (
        <ConfirmDialog
          title={
            printsNew ? `Print the new certificate ${number}?` : `Print certificate ${number}?`
          }
          action="Print"
          pending={print.isPending}
          error={print.error}
          onConfirm={() =>
            print.mutate(record.id, {
              onSuccess: (certificate) => {
                setConfirming(false);
                void download(certificate);
              },
            })
          }
          onClose={() => {
            print.reset();
            setConfirming(false);
          }}
        >
          {printsNew
            ? 'This is the one new certificate an administrator authorised: it replaces the earlier papers and cannot be printed a second time.'
            : 'The record is marked printed, once: this cannot be undone, and any later copy is a reprint, with its fee.'}{' '}
          The PDF then downloads, to print on the certificate paper.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
