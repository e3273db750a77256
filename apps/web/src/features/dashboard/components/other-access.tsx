import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import {
  hasAnyPermission,
  OTHER_ACCESS_ROLE_IDS,
  ROLE_IDS,
  type Permission,
  type SessionUser,
} from '@vitalreg/domain';
import { useId, useState } from 'react';

export interface OtherAccessLinks {
  dcrAppUrl: string;
  adminAppUrl: string;
}

export interface OtherAccessProps {
  user: SessionUser;
  permissions: readonly Permission[];
  /** The bare token (no "Bearer "), carried to the other applications as `t`. */
  token: string | null;
  links: OtherAccessLinks;
}

/** Adds `t=<token>` to a link target, keeping relative targets relative. */
export function withTokenParam(target: string, token: string | null): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(target);
  const url = new URL(target, window.location.origin);
  if (token) url.searchParams.set('t', token);
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

export function canSeeOtherAccess(user: SessionUser): boolean {
  return OTHER_ACCESS_ROLE_IDS.includes(user.Role_ID);
}

/**
 * The sidebar's "Other Access" group (spec section 2): for roles 1, 2, 5, 3, 7; the
 * "DCR/State Director" link needs Can_Access_DCR_App, the "Admin" link the admin role.
 */
export function OtherAccess({ user, permissions, token, links }: OtherAccessProps) {
  const [open, setOpen] = useState(true);
  const groupId = useId();
  if (!canSeeOtherAccess(user)) return null;

  const showDcr = hasAnyPermission(permissions, ['Can_Access_DCR_App']);
  const showAdmin = user.Role_ID === ROLE_IDS.admin;

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
            <ExternalLink
              href={withTokenParam(links.dcrAppUrl, token)}
              label="DCR/State Director"
            />
          ) : null}
          {showAdmin ? (
            <ExternalLink href={withTokenParam(links.adminAppUrl, token)} label="Admin" />
          ) : null}
          {!showDcr && !showAdmin ? (
            <ListItemText
              sx={{ pl: 4, py: 1, color: 'text.secondary' }}
              primary="No other applications for your account."
            />
          ) : null}
        </List>
      </Collapse>
    </List>
  );
}

function ExternalLink({ href, label }: { href: string; label: string }) {
  return (
    <ListItemButton
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ pl: 4, py: { md: 0.375 } }}
    >
      <ListItemText primary={label} />
      <OpenInNewIcon fontSize="small" aria-hidden />
    </ListItemButton>
  );
}
