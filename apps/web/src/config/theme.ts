import { createTheme } from '@mui/material/styles';
import { BRAND_COLOUR } from '@vitalreg/domain';

const FOCUS_RING = '#0b4f05';

/** Brand green #0e7706 (5.7:1 against white) with a visible keyboard focus ring. */
export const theme = createTheme({
  palette: {
    primary: { main: BRAND_COLOUR, contrastText: '#ffffff' },
    // Darker than MUI's defaults so white text on filled alerts (toasts) passes WCAG AA (4.5:1).
    info: { main: '#01579b', contrastText: '#ffffff' },
    warning: { main: '#a84d00', contrastText: '#ffffff' },
    success: { main: '#1b5e20', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    background: { default: '#f4f7f3', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          '&:focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        },
      },
    },
  },
});
