import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { waiverSubject, type FeeWaiver } from '@vitalreg/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { useUser } from '@/lib/session-store';
import { useDecideWaiver, usePendingWaivers } from '../api/waivers';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');

/** One pending waiver: what it is for, why, who asked; Grant or Refuse (never one's own). */
function PendingWaiver({ waiver, own }: { waiver: FeeWaiver; own: boolean }) {
  const decide = useDecideWaiver();
  const [note, setNote] = useState('');
  const headingId = `fee-waiver-${waiver.id}`;
  const send = (decision: 'grant' | 'refuse') =>
    decide.mutate({ id: waiver.id, decision, ...(note.trim() ? { note: note.trim() } : {}) });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }}
    >
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem' }}>
        Fee waiver {waiver.id}: {waiverSubject(waiver)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Fee {waiver.fee} · {waiver.centre ?? 'Registration centre'} · asked by{' '}
        {waiver.requested_by ?? 'an officer'} on {when(waiver.requested_at)}
      </Typography>
      <Typography>Reason: {waiver.reason}</Typography>
      {own ? (
        <Alert severity="info">
          You asked for this waiver: another officer grants or refuses it.
        </Alert>
      ) : (
        <>
          <TextField
            label="Note (why refused, optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            size="small"
            disabled={decide.isPending}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => send('grant')} loading={decide.isPending}>
              Grant
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => send('refuse')}
              disabled={decide.isPending}
            >
              Refuse
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}

/**
 * `/dashboard/fee-waivers` (Can_Waive_Fees): the fee waivers of the user's area waiting for a
 * second officer, newest first. The officer who asked for one sees it but cannot decide it.
 */
export function FeeWaiversPage() {
  const user = useUser();
  const pending = usePendingWaivers();
  if (pending.isPending) {
    return <Skeleton variant="rounded" height={160} aria-label="Loading the fee waivers" />;
  }
  if (pending.isError) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage(pending.error)}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography>
        Fees waived need a second officer: grant a waiver only with the evidence its reason names.
      </Typography>
      {pending.data.length === 0 ? (
        <Alert severity="success" role="status">
          No fee waiver is waiting.
        </Alert>
      ) : (
        pending.data.map((waiver) => (
          <PendingWaiver
            key={waiver.id}
            waiver={waiver}
            own={waiver.requested_by === user?.UserName}
          />
        ))
      )}
    </Box>
  );
}
