import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STAFF_MESSAGES, type IssuedPassword } from '@vitalreg/domain';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * Where a first or reset password went. It is sent to the staff member only, never shown to
 * the officer (four eyes: whoever knows a password could capture as its holder); the holder
 * must change it at their first sign-in.
 */
export function IssuedPasswordNotice({ issued }: { issued: IssuedPassword }) {
  const { member, sentTo } = issued;
  return (
    <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>Password sent to {member.fullName}</AlertTitle>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" variant="body2">
          User name
        </Typography>
        <Typography
          component="span"
          data-testid="issued-user-name"
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}
        >
          {member.userName}
        </Typography>
        <CopyButton text={member.userName} label="Copy user name" />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="password-sent-to">
        {STAFF_MESSAGES.passwordSent(sentTo.address)}
      </Typography>
    </Alert>
  );
}
