import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReprintEntry } from '@vitalreg/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '@/components/ui/list-pagination';
import { formatDateTime } from '@/lib/dates';
import { useReprints } from '../api/get-reprints';
import { certificateName, recordHref, reprintKinds } from '../reprint-kinds';

const paymentOf = (entry: ReprintEntry) => entry.payment_reference ?? 'Fee waived';
const kindLabel = (entry: ReprintEntry) =>
  reprintKinds().find((kind) => kind.key === entry.kind)?.label ?? entry.kind;

function CertificateLink({ entry }: { entry: ReprintEntry }) {
  return (
    <Link component={RouterLink} to={recordHref(entry.kind, entry.record_id)}>
      {entry.certificate_number}
    </Link>
  );
}

/** Past reprints of the user's area, newest first: a table on desktop, cards on phones. */
export function PastReprints() {
  const [page, setPage] = useState(1);
  const reprints = useReprints(page);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const rows = reprints.data?.result ?? [];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="past-reprints-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="past-reprints-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Past reprints
      </Typography>
      {reprints.isPending ? (
        <Box aria-busy="true" aria-label="Loading past reprints" sx={{ display: 'grid', gap: 1 }}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={36} />
          ))}
        </Box>
      ) : reprints.isError ? (
        <Alert severity="error">The past reprints could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">
          No certificate of your area has been reprinted yet.
        </Typography>
      ) : phone ? (
        <Box
          component="ul"
          aria-labelledby="past-reprints-title"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {rows.map((entry) => (
            <Box
              component="li"
              key={entry.certificate_id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <CertificateLink entry={entry} /> · Reprint {entry.reprint_number}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {certificateName(entry.kind)} · {formatDateTime(entry.issued_at)}
              </Typography>
              <Typography variant="body2">
                By {entry.issued_by.name} at {entry.centre.name}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Payment: {paymentOf(entry)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="past-reprints-title">
            <TableHead>
              <TableRow>
                <TableCell>Certificate</TableCell>
                <TableCell>Type</TableCell>
                <TableCell align="right">Reprint</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>Reprinted by</TableCell>
                <TableCell>When</TableCell>
                <TableCell>Centre</TableCell>
                <TableCell>Payment reference</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.certificate_id}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    <CertificateLink entry={entry} />
                  </TableCell>
                  <TableCell>{kindLabel(entry)}</TableCell>
                  <TableCell align="right">{entry.reprint_number}</TableCell>
                  <TableCell>{entry.issued_by.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.issued_at)}
                  </TableCell>
                  <TableCell>{entry.centre.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{paymentOf(entry)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListPagination
        pagination={reprints.data?.pagination}
        page={page}
        onChange={setPage}
        summary={(pagination) =>
          pagination.pages > 1
            ? `${pagination.total.toLocaleString('en-US')} reprints · page ${page} of ${pagination.pages}`
            : null
        }
      />
    </Paper>
  );
}
