import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { Pagination as ListPage } from '@vitalreg/domain';
import type { ReactNode } from 'react';

export interface ListPaginationProps {
  /** The list's `pagination` from the server; nothing shows until it has come. */
  pagination: ListPage | undefined;
  /** The page the user chose (1-based). */
  page: number;
  onChange: (page: number) => void;
  /**
   * The line beside the page buttons, e.g. "45 records · page 1 of 3". It is also asked for when
   * the list fits on one page, and then shows alone; return null to show nothing.
   */
  summary?: (pagination: ListPage) => ReactNode;
}

/** A list's footer: a summary line and the page buttons when there is more than one page. */
export function ListPagination({ pagination, page, onChange, summary }: ListPaginationProps) {
  if (!pagination) return null;
  const text = summary?.(pagination) ?? null;
  const line =
    text === null ? null : (
      <Typography variant="body2" color="text.secondary" sx={{ mt: pagination.pages > 1 ? 0 : 2 }}>
        {text}
      </Typography>
    );
  if (pagination.pages <= 1) return line;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: line ? 'space-between' : 'flex-end',
        flexWrap: 'wrap',
        gap: 1,
        mt: 2,
      }}
    >
      {line}
      <Pagination
        count={pagination.pages}
        page={page}
        onChange={(_, next) => onChange(next)}
        color="primary"
        siblingCount={0}
      />
    </Box>
  );
}
