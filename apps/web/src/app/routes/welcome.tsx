import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME, ROLE_TITLES, type RoleName } from '@vitalreg/domain';
import { Link } from 'react-router';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session-store';

/** The welcome page after login: the user's name and the way into the dashboard. */
export function Component() {
  const user = useUser();
  if (!user) return null;
  const name = user.FullName || user.UserName;
  const role = ROLE_TITLES[user.roles.name as RoleName] ?? user.roles.name;
  return (
    <CenteredLayout maxWidth={520}>
      <title>{`Welcome | ${PRODUCT_NAME}`}</title>
      <Brand />
      <Typography variant="h1" gutterBottom>
        Welcome, {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        You are signed in as {role}
        {user.Registration_Centres ? ` at ${user.Registration_Centres.Reg_Center_Name}` : ''}.
      </Typography>
      <Button
        component={Link}
        to={paths.dashboard.home.path}
        variant="contained"
        size="large"
        endIcon={<ArrowForwardIcon />}
      >
        Go to the dashboard
      </Button>
    </CenteredLayout>
  );
}
