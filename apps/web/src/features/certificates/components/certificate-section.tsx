import BlockIcon from '@mui/icons-material/Block';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  certificateIssueLabel,
  hasAnyPermission,
  type ApplicationStatus,
  type Certificate,
  type CertificateCheck,
  type RecordAction,
  type RecordKindKey,
} from '@vitalreg/domain';
import { useState } from 'react';
import { DetailSection } from '@/features/records';
import { formatDate, formatDateTime } from '@/lib/dates';
import { usePermissions } from '@/lib/session-store';
import { useCertificates } from '../api/get-certificates';
import { AuthoriseNewPaperDialog } from './authorise-new-paper-dialog';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';
import { useCertificateDownload } from './use-certificate-download';

export interface CertificateSectionProps {
  kind: { key: RecordKindKey; queryKey: string };
  record: {
    id: number;
    status: ApplicationStatus;
    certificate_number: string | null;
    /** What the caller may do to the record now (the API's access policy). */
    allowed_actions: readonly RecordAction[];
  };
}

/**
 * The record page's certificate: on an approved record whether it is ready to print, and on a
 * printed one its history (original, reprints, reissues: who, when, where, revoked or not) with
 * the public checks of their codes; administrators may revoke a certificate. After a revocation
 * the record makes no new paper until an administrator authorises one certificate, printed
 * once. The print and download buttons are the page's actions (CertificateActions).
 */
export function CertificateSection({ kind, record }: CertificateSectionProps) {
  const mayPrint = record.allowed_actions.includes('print');
  const printed = record.status === 'printed';
  const certificates = useCertificates(kind.key, record.id, printed);
  const { downloading, download } = useCertificateDownload(kind.key, record.id);
  const [revoking, setRevoking] = useState<Certificate>();
  const [authorising, setAuthorising] = useState(false);
  const mayRevoke = hasAnyPermission(usePermissions(), ['Can_Revoke_Certificates']);

  if (record.status !== 'approved' && !printed) return null;

  return (
    <DetailSection title="Certificate">
      {record.status === 'approved' ? (
        <Typography color={mayPrint ? undefined : 'text.secondary'}>
          {mayPrint
            ? `Certificate ${record.certificate_number} is ready to print (Print certificate, at the top of the page). Printing it marks the record printed, once, and downloads the PDF.`
            : 'Approved. The certificate is printed by a registrar, DCR or state director.'}
        </Typography>
      ) : null}
      {printed ? (
        certificates.isPending ? (
          <Skeleton variant="rounded" height={72} aria-label="Loading the certificate" />
        ) : certificates.isError ? (
          <Alert severity="error">The certificate history could not be loaded.</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {certificates.data.paper === 'revoked' ? (
              <Alert
                severity="warning"
                action={
                  mayRevoke ? (
                    <Button
                      color="inherit"
                      size="small"
                      startIcon={<VerifiedIcon />}
                      onClick={() => setAuthorising(true)}
                    >
                      Authorise a new certificate
                    </Button>
                  ) : undefined
                }
              >
                The registry revoked a certificate of this record. No certificate can be printed,
                reprinted, reissued or corrected until an administrator authorises a new one.
              </Alert>
            ) : null}
            {certificates.data.paper === 'new_paper_authorised' ? (
              <Alert severity="info">
                An administrator authorised a new certificate for this record. It can be printed
                once
                {mayPrint
                  ? ' (Print new certificate, at the top of the page)'
                  : ', by a registrar, DCR or state director'}
                ; it replaces the earlier papers.
              </Alert>
            ) : null}
            <CertificateHistory
              certificates={certificates.data.certificates}
              checks={certificates.data.checks}
              downloading={downloading}
              onDownload={(certificate) => void download(certificate)}
              onRevoke={mayRevoke ? setRevoking : undefined}
            />
          </Box>
        )
      ) : null}
      {revoking ? (
        <RevokeCertificateDialog
          kind={kind.key}
          recordId={record.id}
          recordQueryKey={kind.queryKey}
          certificate={revoking}
          onClose={() => setRevoking(undefined)}
        />
      ) : null}
      {authorising ? (
        <AuthoriseNewPaperDialog
          kind={kind.key}
          recordId={record.id}
          recordQueryKey={kind.queryKey}
          certificateNumber={record.certificate_number}
          onClose={() => setAuthorising(false)}
        />
      ) : null}
    </DetailSection>
  );
}

function CertificateHistory({
  certificates,
  checks,
  downloading,
  onDownload,
  onRevoke,
}: {
  certificates: readonly Certificate[];
  checks: readonly CertificateCheck[];
  downloading: number | undefined;
  onDownload: (certificate: Certificate) => void;
  /** Administrators: revoke a certificate still valid. */
  onRevoke: ((certificate: Certificate) => void) | undefined;
}) {
  if (certificates.length === 0) {
    return <Typography color="text.secondary">No certificate is on file.</Typography>;
  }
  return (
    <Box
      component="ol"
      aria-label="Certificates issued"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {certificates.map((certificate) => {
        const label = certificateIssueLabel(certificate.issue, certificate.issue_number);
        const checked = checks.filter((check) => check.certificate_id === certificate.id);
        const total = checked.reduce((sum, check) => sum + check.checks, 0);
        return (
          <Box
            component="li"
            key={certificate.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: 1,
              pb: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0, pb: 0 },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {label}
                {certificate.revoked_at ? (
                  <Chip label="Revoked" color="error" size="small" sx={{ ml: 1 }} />
                ) : null}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {certificate.issue === 'original' ? 'Printed' : 'Issued'} by{' '}
                {certificate.issued_by.name} at {certificate.centre.name} ·{' '}
                <time dateTime={certificate.issued_at}>
                  {formatDateTime(certificate.issued_at)}
                </time>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Verification code {certificate.code}
                {certificate.revoked_reason ? ` · Revoked: ${certificate.revoked_reason}` : ''}
                {certificate.new_paper_reason
                  ? ` · New certificate authorised: ${certificate.new_paper_reason}`
                  : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {total === 0
                  ? 'Not verified online yet'
                  : `Certificate verified online ${total === 1 ? 'once' : `${total} times`}: ${checked
                      .map((check) => `${formatDate(check.day)} (${check.checks})`)
                      .join(', ')}`}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                loading={downloading === certificate.id}
                onClick={() => onDownload(certificate)}
                aria-label={`Download ${label.toLowerCase()} certificate`}
              >
                PDF
              </Button>
              {onRevoke && !certificate.revoked_at ? (
                <Button
                  size="small"
                  color="error"
                  startIcon={<BlockIcon />}
                  onClick={() => onRevoke(certificate)}
                  aria-label={`Revoke ${label.toLowerCase()} certificate`}
                >
                  Revoke
                </Button>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
