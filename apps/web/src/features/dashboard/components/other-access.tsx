import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import {
  handoffAnswerSchema,
  hasAnyPermission,
  OTHER_ACCESS_ROLE_IDS,
  ROLE_IDS,
  SECTION_ACCESS,
  type OtherAccessTarget,
  type Permission,
  type SessionUser,
} from '@vitalreg/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';

export interface OtherAccessLinks {
  dcrAppUrl: string;
  adminAppUrl: string;
}

export interface OtherAccessProps {
  user: SessionUser;
  permissions: readonly Permission[];
  links: OtherAccessLinks;
}

/** An address of another application (http, https), as opposed to a page of this one. */
export const isExternalTarget = (target: string) => /^https?:\/\//i.test(target);

export function canSeeOtherAccess(user: SessionUser): boolean {
  return OTHER_ACCESS_ROLE_IDS.includes(user.Role_ID);
}

/**
 * Where "DCR/State Director" goes: the configured external application, else this app's
 * statistics for those who may see them, else the review queue (the in-app default).
 */
export function dcrAddress(configured: string, permissions: readonly Permission[]): string {
  if (isExternalTarget(configured)) return configured;
  return hasAnyPermission(permissions, SECTION_ACCESS.statistics)
    ? paths.dashboard.statistics.path
    : configured;
}

/**
 * The sidebar's "Other Access" group (spec section 2): for roles 1, 2, 5, 3, 7, when it holds a
 * link: "DCR/State Director" needs Can_Access_DCR_App, "Admin" the admin role. Links to
 * this app's own pages carry nothing; an external application gets a one-time code (issue 26:
 * never the session token in an address).
 */
export function OtherAccess({ user, permissions, links }: OtherAccessProps) {
  const [open, setOpen] = useState(true);
  const groupId = useId();
  const showDcr = hasAnyPermission(permissions, ['Can_Access_DCR_App']);
  const showAdmin = user.Role_ID === ROLE_IDS.admin;
  // A group with no link in it is not shown at all.
  if (!canSeeOtherAccess(user) || (!showDcr && !showAdmin)) return null;

  return (
    <List component="div" disablePadding aria-label="Other Access">
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={groupId}
        sx={{ py: { md: 0.5 } }}
      >
        <ListItemText primary="Other Access" slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" id={groupId}>
        <List component="div" disablePadding>
          {showDcr ? (
            <TargetLink
              target="dcr"
              address={dcrAddress(links.dcrAppUrl, permissions)}
              label="DCR/State Director"
            />
          ) : null}
          {showAdmin ? (
            <TargetLink target="admin" address={links.adminAppUrl} label="Admin" />
          ) : null}
        </List>
      </Collapse>
    </List>
  );
}

const linkSx = { pl: 4, py: { md: 0.375 } };

function TargetLink({
  target,
  address,
  label,
}: {
  target: OtherAccessTarget;
  address: string;
  label: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!isExternalTarget(address)) {
    return (
      <ListItemButton component={RouterLink} to={address} sx={linkSx}>
        <ListItemText primary={label} />
      </ListItemButton>
    );
  }
  // The window opens at the click (so no pop-up blocker stops it), then goes to the address
  // with its one-time code once the server has made one.
  const openExternal = async () => {
    setFailed(null);
    const opened = window.open('', '_blank');
    try {
      const { url } = await api.post('/auth/handoff', { target }, { schema: handoffAnswerSchema });
      if (opened) {
        opened.opener = null;
        opened.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      opened?.close();
      setFailed(errorMessage(error));
    }
  };
  return (
    <>
      <ListItemButton onClick={() => void openExternal()} sx={linkSx}>
        <ListItemText primary={label} secondary={failed ?? undefined} />
        <OpenInNewIcon fontSize="small" aria-hidden />
      </ListItemButton>
    </>
  );
}
