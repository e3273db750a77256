import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PRODUCT_NAME, SWIPE_DRAWER, type Permission, type SessionUser } from '@vitalreg/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { DEFAULT_PAGE_TITLE, type PageHandle } from '@/config/page-handle';
import { mayTakeOnSomeKind } from '@/lib/authorization';
import { OfflineReadinessChip } from './offline-readiness-chip';
import { OfflineSessionBanner } from './offline-session-banner';
import { PageActions } from './page-actions';
import { Sidebar } from './sidebar';
import type { OtherAccessLinks } from './other-access';

export const SIDEBAR_WIDTH = 272;

/** The deepest matched route's title and actions. */
export function usePageHandle(): Required<Pick<PageHandle, 'title'>> & PageHandle {
  const matches = useMatches();
  let handle: PageHandle = {};
  for (const match of matches) {
    const current = match.handle as PageHandle | undefined;
    if (current) handle = { ...handle, ...current };
  }
  return { ...handle, title: handle.title ?? DEFAULT_PAGE_TITLE };
}

export interface DashboardLayoutProps {
  user: SessionUser;
  permissions: readonly Permission[];
  links: OtherAccessLinks;
  children: ReactNode;
}

/**
 * Sidebar and top bar around the dashboard pages (spec section 2). Below md the sidebar opens in a
 * swipe drawer from the left and the title shows above the page; from md up the sidebar stays and
 * the title shows in the top bar.
 */
export function DashboardLayout({ user, permissions, links, children }: DashboardLayoutProps) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { title, actions } = usePageHandle();
  const mayCapture = mayTakeOnSomeKind(user, permissions, 'submit');

  // Close the drawer on navigation.
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  const sidebar = <Sidebar user={user} permissions={permissions} links={links} />;
  const iOS = typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          '&:focus': { top: 8, outline: '3px solid #0b4f05', outlineOffset: 2 },
        }}
      >
        Skip to content
      </Box>
      {isDesktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width: SIDEBAR_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
          }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <SwipeableDrawer
          anchor="left"
          open={drawerOpen}
          onOpen={() => setDrawerOpen(true)}
          onClose={() => setDrawerOpen(false)}
          swipeAreaWidth={SWIPE_DRAWER.swipeAreaWidth}
          hysteresis={SWIPE_DRAWER.hysteresis}
          minFlingVelocity={SWIPE_DRAWER.minFlingVelocity}
          disableBackdropTransition={!iOS}
          disableDiscovery={iOS}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { 'aria-label': 'Menu' } }}
          sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, maxWidth: '85vw' } }}
        >
          {sidebar}
        </SwipeableDrawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 2 }}>
            {isDesktop ? (
              <Typography variant="h1" sx={{ flexGrow: 1, fontSize: '1.5rem' }}>
                {title}
              </Typography>
            ) : (
              <>
                <IconButton
                  edge="start"
                  aria-label="Open menu"
                  aria-expanded={drawerOpen}
                  onClick={() => setDrawerOpen(true)}
                >
                  <MenuIcon />
                </IconButton>
                <Typography component="p" sx={{ flexGrow: 1, fontWeight: 700, fontSize: 18 }}>
                  {PRODUCT_NAME}
                </Typography>
              </>
            )}
            {mayCapture ? <OfflineReadinessChip /> : null}
            {isDesktop ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <PageActions page={actions} />
              </Stack>
            ) : null}
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, p: { xs: 2, md: 3 }, outline: 'none' }}
        >
          {isDesktop ? null : (
            <Stack spacing={1.5} sx={{ mb: 2 }}>
              <Typography variant="h1">{title}</Typography>
              {actions ? (
                <Stack
                  direction="row"
                  spacing={1.5}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <PageActions page={actions} />
                </Stack>
              ) : null}
            </Stack>
          )}
          <OfflineSessionBanner />
          {children}
        </Box>
      </Box>
    </Box>
  );
}
