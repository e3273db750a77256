import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '@/components/ui/row-menu';
import { downloadCsv, toCsv } from '../csv';
import { displayCell, tableCsvRows, type FigureTable } from '../figures';

export interface SectionTable {
  /** The table's own title when the section holds more than one. */
  title?: string;
  table: FigureTable;
  /** What its CSV file is called after the view's name ("by-month"). */
  csvName: string;
  /** Shown instead of a table without rows. */
  empty?: string;
}

export interface FigureSectionProps {
  title: string;
  /** What the chart shows, read out with it. */
  description: string;
  /** The chart, named by the heading and described by the description. */
  chart?: (ids: { labelledBy: string; describedBy: string }) => ReactNode;
  tables: readonly SectionTable[];
  /** The CSV file name of a table of this view. */
  fileName: (csvName: string) => string;
  children?: ReactNode;
}

const KEYBOARD_HINT =
  'In the chart, the arrow keys move between its bars or points; the table gives every figure.';

/** One figure of the view: heading, chart, its data table(s) and their CSV downloads. */
export function FigureSection({
  title,
  description,
  chart,
  tables,
  fileName,
  children,
}: FigureSectionProps) {
  const id = useId();
  // Narrow tables go beside their chart on wide screens, wider ones below it.
  const beside = Boolean(chart) && tables.every((part) => part.table.columns.length <= 4);
  const headingId = `${id}-heading`;
  const descriptionId = `${id}-description`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'minmax(0, 1fr)',
        minWidth: 0,
        breakInside: 'avoid',
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      <Typography id={descriptionId} variant="body2" color="text.secondary">
        {description}{' '}
        {chart ? (
          <Box component="span" sx={visuallyHidden}>
            {KEYBOARD_HINT}
          </Box>
        ) : null}
      </Typography>
      {children}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: beside ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        {chart ? chart({ labelledBy: headingId, describedBy: descriptionId }) : null}
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {tables.map((part) => (
            <FigureTableView
              key={part.csvName}
              {...part}
              name={part.title ?? title}
              labelledBy={part.title ? undefined : headingId}
              fileName={fileName(part.csvName)}
            />
          ))}
        </Box>
      </Box>
    </Paper>
  );
}

function FigureTableView({
  title,
  name,
  table,
  empty,
  labelledBy,
  fileName,
}: SectionTable & { name: string; labelledBy: string | undefined; fileName: string }) {
  const titleId = useId();
  const rowHeader = table.rowHeader ?? table.columns[0]?.key;
  const [container, scrollable] = useScrollable<HTMLDivElement>();
  const long = table.rows.length > LONG_TABLE_ROWS;
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {title ? (
        <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem' }}>
          {title}
        </Typography>
      ) : null}
      {table.rows.length === 0 ? (
        <Typography color="text.secondary">{empty ?? 'None in this period.'}</Typography>
      ) : (
        <>
          {/* A table that scrolls is a stop for the keyboard, which then scrolls it. */}
          <TableContainer
            ref={container}
            tabIndex={scrollable ? 0 : undefined}
            role={scrollable ? 'region' : undefined}
            aria-label={scrollable ? `Table of ${name}` : undefined}
            sx={{
              maxHeight: long ? 440 : undefined,
              '&:focus-visible': { outline: '3px solid #0b4f05', outlineOffset: '2px' },
              '@media print': { maxHeight: 'none', overflow: 'visible' },
            }}
          >
            <Table
              size="small"
              stickyHeader={long}
              aria-labelledby={labelledBy ?? titleId}
              sx={{ '& th, & td': { px: 1 } }}
            >
              <TableHead>
                <TableRow>
                  {table.columns.map((column) => (
                    <TableCell
                      key={column.key}
                      align={numeric(column.format) ? 'right' : 'left'}
                      sx={{ fontWeight: 600 }}
                    >
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row, index) => (
                  <TableRow key={index}>
                    {table.columns.map((column) => (
                      <TableCell
                        key={column.key}
                        component={column.key === rowHeader ? 'th' : 'td'}
                        scope={column.key === rowHeader ? 'row' : undefined}
                        align={numeric(column.format) ? 'right' : 'left'}
                        sx={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {displayCell(column, row[column.key])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ '@media print': { display: 'none' } }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => downloadCsv(fileName, toCsv(tableCsvRows(table)))}
            >
              Download CSV{' '}
              <Box component="span" sx={visuallyHidden}>
                of {name}
              </Box>
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

const numeric = (format: string) => format !== 'text' && format !== 'month';

/** Longer tables scroll within a box of their own (all of them print). */
const LONG_TABLE_ROWS = 12;

/** A box and whether its content is larger than it (so it scrolls). */
function useScrollable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const check = () =>
      setScrollable(
        element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      );
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrollable] as const;
}
