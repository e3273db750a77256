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
          gridTemplateColumns: 'auto 1fr',
          gap: 1,
          m: 0,
          alignItems: 'center',
        }}
      >
        {[
          {
            term: 'User name',
            value: member.userName,
            copy: 'Copy user name',
            testId: 'issued-user-name',
          },
          {
            term: 'Password',
            value: temporaryPassword,
            copy: 'Copy password',
            testId: 'temporary-password',
          },
        ].map((row) => (
          <Box key={row.term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {row.term}
            </Typography>
            <Box
              component="dd"
              sx={{ m: 0, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography
                component="span"
                data-testid={row.testId}
                sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}
              >
                {row.value}
              </Typography>
              <CopyButton text={row.value} label={row.copy} />
            </Box>
          </Box>
        ))}
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
