import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ComingNextProps {
  /** The section's heading, e.g. "Birth Registration". */
  title: string;
  /** What the section will let the user do, in plain words. */
  description: ReactNode;
  /** The things the finished section will offer, one line each. */
  features?: readonly string[];
}

/** Stands in for a section that a later release fills in; shows no invented data. */
export function ComingNext({ title, description, features = [] }: ComingNextProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="coming-next-title" sx={{ p: 3 }}>
      <Typography id="coming-next-title" variant="h2" component="h2" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        Coming next: this part of VitalReg is being built and will arrive in a coming release.
      </Alert>
      <Typography component="div" sx={{ mb: features.length ? 1 : 0 }}>
        {description}
      </Typography>
      {features.length ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {features.map((feature) => (
            <li key={feature}>
              <Typography>{feature}</Typography>
            </li>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
