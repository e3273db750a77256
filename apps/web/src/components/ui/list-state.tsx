import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/errors';

export interface ListStateProps {
  /** The list's query, as TanStack Query answers it. */
  list: { isPending: boolean; isError: boolean; error: unknown; isPlaceholderData: boolean };
  /** How many rows the current page holds. */
  rows: number;
  /** What the loading placeholder is called for screen readers ("Loading centres"). */
  loadingLabel: string;
  /** What shows when the page holds nothing. */
  empty: ReactNode;
  /** The table. */
  children: ReactNode;
}

/**
 * A list's body in each state: loading (placeholder rows), refused (the message), empty (its
 * words), or the table, dimmed while the next page loads and scrolling within itself.
 */
export function ListState({ list, rows, loadingLabel, empty, children }: ListStateProps) {
  if (list.isPending) {
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={loadingLabel}
        sx={{ display: 'grid', gap: 1 }}
      >
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={36} />
        ))}
      </Box>
    );
  }
  if (list.isError) return <Alert severity="error">{errorMessage(list.error)}</Alert>;
  if (rows === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer sx={{ position: 'relative', opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      {children}
    </TableContainer>
  );
}
