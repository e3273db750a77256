import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface PagePanelProps {
  title: ReactNode;
  /** Buttons beside the title ("Import CSV", "Add a centre"). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * An administration page's content: a section named by its title, with the title's actions
 * beside it. A wide table scrolls inside the panel, not the whole page.
 */
export function PagePanel({ title, actions, children }: PagePanelProps) {
  const titleId = useId();
  const heading = (
    <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', flex: 1 }}>
      {title}
    </Typography>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      {actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {heading}
          {actions}
        </Box>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
