import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { particularRows, type ParticularRows, type ParticularsLayout } from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/dates';
import type { RecordDetail } from '../../types';

/** A titled part of a record's page (a group of particulars, its files, its history). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography
        id={id}
        variant="h3"
        component="h3"
        sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One group of particulars ("Particulars of Mother") as a labelled list of names and values. */
export function ParticularsSection({ group }: { group: ParticularRows }) {
  return (
    <DetailSection title={group.title}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 0.75 },
          m: 0,
        }}
      >
        {group.rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{ mt: { xs: 0.75, sm: 0 } }}
            >
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </DetailSection>
  );
}

/**
 * A record's particulars as its kind's layout groups them, with names instead of codes, each of
 * a person's names in a row of its own; two columns on wide screens.
 */
export function RecordParticulars({
  layout,
  record,
}: {
  layout: ParticularsLayout;
  /** A record's page gives the record; a correction's page the record as registered. */
  record: Pick<RecordDetail, 'particulars' | 'centre'>;
}) {
  const groups = particularRows(layout, record.particulars, {
    date: formatDate,
    nameRows: true,
    centreName: record.centre.name,
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      {/* A group with nothing recorded (no parent's signature) is left out. */}
      {groups
        .filter((group) => group.rows.length > 0)
        .map((group) => (
          <ParticularsSection key={group.title} group={group} />
        ))}
    </Box>
  );
}
