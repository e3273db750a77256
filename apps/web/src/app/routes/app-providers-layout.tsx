import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/react-query';
import { theme } from '@/config/theme';

/**
 * MUI's theme and React Query for every page after the login. They load with the first of those
 * pages, not with the login page, which must stay within its JavaScript budget.
 */
export function Component() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
