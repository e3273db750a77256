import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CopyButton } from '@/components/ui/copy-button';

export interface RegistrarProfileProps {
  userName: string;
  fullName: string | null;
  userId: number;
  /** The role key as the server spells it (roles.name), e.g. "registra". */
  roleName: string;
  /** The role's human title, e.g. "Registrar". */
  roleTitle: string;
  stateName: string;
  lgaName: string;
  registrationCentre: string;
}

/** The registrar dashboard: who is signed in and where they register. */
export function RegistrarProfile(props: RegistrarProfileProps) {
  const rows: { label: string; value: string; extra?: React.ReactNode }[] = [
    { label: 'User name', value: props.userName },
    {
      label: 'User ID',
      value: String(props.userId),
      extra: <CopyButton text={String(props.userId)} label="Copy user ID" />,
    },
    {
      label: 'Role',
      value:
        props.roleTitle === props.roleName
          ? props.roleName
          : `${props.roleTitle} (${props.roleName})`,
    },
    { label: 'State', value: props.stateName },
    { label: 'LGA', value: props.lgaName },
    { label: 'Registration centre', value: props.registrationCentre },
  ];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-title" sx={{ p: 3 }}>
      <Typography id="profile-title" variant="h2" component="h2" sx={{ mb: 2 }}>
        {props.fullName ? `Welcome, ${props.fullName}` : 'Your account'}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
          columnGap: 3,
          alignItems: 'center',
          rowGap: { xs: 0.5, sm: 1.5 },
          m: 0,
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              color="text.secondary"
              sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}
            >
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
              {row.value}
              {row.extra}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
