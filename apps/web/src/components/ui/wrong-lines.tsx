import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The lines of an imported file that are wrong, each with its message; nothing was imported. */
export function WrongLines({ problems, children }: { problems: string[]; children: ReactNode }) {
  return (
    <Alert severity="error" aria-label="Wrong lines">
      {children}
      <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 280, overflowY: 'auto' }}>
        {problems.map((problem, index) => (
          <li key={`${index}:${problem}`}>{problem}</li>
        ))}
      </Box>
    </Alert>
  );
}
