import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { theme } from '@/config/theme';
import { toast, useToasts } from '@/lib/toast';

/** Shows queued toasts one at a time, each closing after its duration (5000 ms by default). */
export default function Toaster() {
  const queue = useToasts();
  const current = queue[0];
  const [open, setOpen] = useState(Boolean(current));

  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);

  if (!current) return null;

  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ThemeProvider theme={theme}>
      <Snackbar
        key={current.id}
        open={open}
        autoHideDuration={current.duration}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ transition: { onExited: () => toast.dismiss(current.id) } }}
      >
        <Alert
          severity={current.severity}
          variant="filled"
          onClose={() => close()}
          role={current.severity === 'error' || current.severity === 'warning' ? 'alert' : 'status'}
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {current.message}
        </Alert>
      </Snackbar>
    </ThemeProvider>
  );
}
