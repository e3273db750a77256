import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IssuedPassword } from '@vitalreg/domain';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * A first or reset password, shown this once: the officer hands it over (it was e-mailed too
 * when the mail server took it); the holder must change it at their first sign-in.
 */
export function IssuedPasswordNotice({ issued }: { issued: IssuedPassword }) {
  const { member, temporaryPassword, emailed } = issued;
  return (
    <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>Password for {member.fullName}</AlertTitle>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr auto',
          gap: 1,
          m: 0,
          alignItems: 'center',
        }}
      >
        <Typography component="dt" variant="body2">
          User name
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.05rem' }}>
          {member.userName}
        </Typography>
        <CopyButton text={member.userName} label="Copy user name" />
        <Typography component="dt" variant="body2">
          Password
        </Typography>
        <Typography
          component="dd"
          data-testid="temporary-password"
          sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.05rem' }}
        >
          {temporaryPassword}
        </Typography>
        <CopyButton text={temporaryPassword} label="Copy password" />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {emailed
          ? `It was also e-mailed to ${member.email}. `
          : 'It could not be e-mailed: give it to them in person. '}
        It is shown only now, and must be changed at the first sign-in.
      </Typography>
    </Alert>
  );
}
