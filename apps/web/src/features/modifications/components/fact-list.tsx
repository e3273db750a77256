import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A name and its value in a definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ mt: { xs: 0.75, sm: 0 } }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export const factListSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 0.75 },
  m: 0,
} as const;
