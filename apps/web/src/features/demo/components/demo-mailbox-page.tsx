import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DemoMail } from '@vitalreg/domain';
import { PagePanel } from '@/components/ui/page-panel';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { useDemoMailbox } from '../api/get-demo';

/**
 * `/dashboard/admin/mailbox` (docs/demo.md): on a demo server, the e-mail its local mail sink
 * received, newest first and whole, so that e-mailed codes and first passwords can be used in
 * the browser. A server without the demo answers 404, said here in its words.
 */
export function DemoMailboxPage() {
  const mailbox = useDemoMailbox();
  const messages = mailbox.data?.messages ?? [];
  return (
    <PagePanel title="Demo mailbox">
      <Typography color="text.secondary">
        This demo server delivers no e-mail: every message it sends (e-mail codes, first and reset
        passwords) arrives here instead, newest first. The page looks for new messages every few
        seconds.
      </Typography>
      {mailbox.isPending ? (
        <Box role="status" aria-busy="true" aria-label="Loading the mailbox">
          <Skeleton variant="rounded" height={96} />
        </Box>
      ) : mailbox.isError ? (
        <Alert severity="info">{errorMessage(mailbox.error)}</Alert>
      ) : messages.length === 0 ? (
        <Typography>No e-mail yet. Messages sent from now on appear here.</Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Messages"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {messages.map((mail, index) => (
            <Message key={`${mail.receivedAt}-${index}`} mail={mail} />
          ))}
        </Box>
      )}
    </PagePanel>
  );
}

function Message({ mail }: { mail: DemoMail }) {
  return (
    <Paper component="li" variant="outlined" aria-label={mail.subject} sx={{ p: 2 }}>
      <Typography component="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 0.5 }}>
        {mail.subject}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: 1,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1.5,
          color: 'text.secondary',
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>To</dt>
        <dd>{mail.to.join(', ')}</dd>
        <dt>Received</dt>
        <dd>{formatDateTime(mail.receivedAt)}</dd>
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: '1rem',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        }}
      >
        {mail.text}
      </Box>
    </Paper>
  );
}
