import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReprintLookup } from '@vitalreg/domain';
import { useState } from 'react';
import { downloadCertificate } from '@/features/certificates';
import { ServiceFailure } from '@/features/offline';
import { PaymentStep, type PaymentValue } from '@/features/payments';
import { errorMessage } from '@/lib/errors';
import { useReprintCertificate, type ReprintResult } from '../api/reprint-certificate';
import { REPRINT_SERVICE } from '../reprint-service';

/**
 * The fee through the payment step, then "Reprint certificate" (enabled only once paid or
 * waived): the reprint is made, its PDF downloaded, and a success message stays with a
 * "Download again". A retry of the same payment sends the same Idempotency-Key.
 */
export function ReprintAction({ certificate }: { certificate: ReprintLookup }) {
  const reprint = useReprintCertificate();
  const [payment, setPayment] = useState<PaymentValue | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  // A fresh payment step after each reprint: its reference has been used.
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<ReprintResult | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);

  const pay = (next: PaymentValue | null) => {
    setPayment(next);
    setKey(crypto.randomUUID());
    if (reprint.isError) reprint.reset();
  };

  const download = async (result: ReprintResult) => {
    setDownloading(true);
    setDownloadFailed(null);
    try {
      const { reprint: made, certificate: issued } = result.answer;
      await downloadCertificate(made.kind, made.record_id, issued);
    } catch (error) {
      setDownloadFailed(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const submit = () => {
    if (!payment) return;
    reprint.mutate(
      {
        input: {
          kind: certificate.kind,
          certificate_number: certificate.certificate_number,
          ...payment,
        },
        key,
      },
      {
        onSuccess: (result) => {
          setDone(result);
          pay(null);
          setRound((n) => n + 1);
          void download(result);
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {done ? (
        <Alert severity="success" role="status">
          <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {done.message} Reprint {done.answer.reprint.reprint_number} of certificate{' '}
            {done.answer.reprint.certificate_number}
            {done.answer.reprint.payment_reference
              ? `, paid with ${done.answer.reprint.payment_reference}.`
              : ', fee waived.'}{' '}
            {downloadFailed ? '' : 'The PDF is downloaded.'}
          </Box>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            loading={downloading}
            onClick={() => void download(done)}
            sx={{ mt: 1 }}
          >
            Download again
          </Button>
        </Alert>
      ) : null}
      {downloadFailed ? (
        <Alert severity="error">The PDF could not be downloaded: {downloadFailed}</Alert>
      ) : null}
      <PaymentStep
        key={round}
        service="reprint"
        value={payment}
        onChange={pay}
        disabled={reprint.isPending}
        subject={{
          record_kind: certificate.kind,
          certificate_number: certificate.certificate_number,
        }}
      />
      <ServiceFailure service={REPRINT_SERVICE} error={reprint.error} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<PrintIcon />}
          disabled={!payment}
          loading={reprint.isPending}
          onClick={submit}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          Reprint certificate
        </Button>
        {payment ? null : (
          <Typography variant="body2" color="text.secondary">
            Verify the payment of {certificate.fee.amount} (or a granted fee waiver) to reprint.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
