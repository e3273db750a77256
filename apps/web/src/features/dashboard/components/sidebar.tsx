import BadgeIcon from '@mui/icons-material/Badge';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import KeyIcon from '@mui/icons-material/Key';
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  APP_VERSION,
  hasAnyPermission,
  PRODUCT_NAME,
  PRODUCT_TITLE,
  type Permission,
  type SessionUser,
} from '@vitalreg/domain';
import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useIsOfflineSession } from '@/lib/session-store';
import { navSections, REVIEW_SECTION, type NavSection } from '@/features/dashboard/sections';
import { LogoutButton } from './logout-button';
import { OtherAccess, type OtherAccessLinks } from './other-access';

/** The icons of the sections that are not a record kind's (a kind's comes with its entry). */
const ICONS: Record<string, ReactElement> = {
  Home: <HomeIcon />,
  Modifications: <EditNoteIcon />,
  Reissuance: <RestartAltIcon />,
  Reprint: <LocalPrintshopIcon />,
  'Fee waivers': <MoneyOffIcon />,
  'Adhoc Staff': <BadgeIcon />,
  Statistics: <InsightsIcon />,
  'Review queue': <FactCheckIcon />,
};

const lazyIcons = new Map<NavSection['icon'], LazyExoticComponent<ComponentType>>();

/** A section's icon: the sidebar's own, or the record kind's, loaded once. */
function SectionIcon({ entry }: { entry: NavSection }) {
  if (!entry.icon) return ICONS[entry.label] ?? null;
  let Icon = lazyIcons.get(entry.icon);
  if (!Icon) {
    Icon = lazy(entry.icon);
    lazyIcons.set(entry.icon, Icon);
  }
  return (
    <Suspense fallback={null}>
      <Icon />
    </Suspense>
  );
}

/** The sidebar entries a user's permissions allow, in the spec's order. */
export function visibleSections(permissions: readonly Permission[]): NavSection[] {
  const entries = navSections().filter((entry) => hasAnyPermission(permissions, entry.access));
  if (hasAnyPermission(permissions, REVIEW_SECTION.access)) entries.push(REVIEW_SECTION);
  return entries;
}

export interface SidebarProps {
  user: SessionUser;
  permissions: readonly Permission[];
  links: OtherAccessLinks;
}

export function Sidebar({ user, permissions, links }: SidebarProps) {
  return (
    <Box
      component="aside"
      aria-label="Sidebar"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box
        component={Link}
        to={paths.welcome.path}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: { xs: 2, md: 1.5 },
          color: 'inherit',
          textDecoration: 'none',
          '&:focus-visible': { outline: '3px solid #0b4f05', outlineOffset: -3 },
        }}
      >
        <Box component="img" src="/favicon.svg" alt="" width={40} height={40} />
        <Box>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: 20 }}>
            {PRODUCT_NAME}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary">
            {PRODUCT_TITLE}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <nav aria-label="Main">
          <List>
            {visibleSections(permissions).map((entry) => (
              <ListItem key={entry.path} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={entry.path}
                  sx={{
                    mx: 1,
                    my: { xs: 0.25, md: 0.125 },
                    py: { xs: 1, md: 0.375 },
                    borderRadius: 1,
                    '&.active': {
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      '& .MuiListItemIcon-root': { color: 'primary.contrastText' },
                      '&:hover': { bgcolor: 'primary.dark' },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
                    <SectionIcon entry={entry} />
                  </ListItemIcon>
                  <ListItemText primary={entry.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
        <Divider />
        <OtherAccess user={user} permissions={permissions} links={links} />
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
        <ChangePasswordLink />
        <LogoutButton />
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          Version <span>{APP_VERSION}</span>
        </Typography>
      </Box>
    </Box>
  );
}

/** The user's own password change (online only: the server checks the current password). */
function ChangePasswordLink() {
  const location = useLocation();
  if (useIsOfflineSession()) return null;
  return (
    <Button
      component={Link}
      to={paths.auth.password.getHref(location.pathname + location.search)}
      startIcon={<KeyIcon />}
      size="small"
    >
      Change password
    </Button>
  );
}
