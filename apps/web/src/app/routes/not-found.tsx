import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@vitalreg/domain';
import { Link } from 'react-router';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { paths } from '@/config/paths';

/** /404 and the fallback: an unknown address, or a page the account may not open. */
export function Component() {
  return (
    <CenteredLayout maxWidth={520}>
      <title>{`Page not found | ${PRODUCT_NAME}`}</title>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page does not exist, or your account does not give access to it.
      </Typography>
      <Button component={Link} to={paths.dashboard.home.path} variant="contained">
        Back to the dashboard
      </Button>
    </CenteredLayout>
  );
}
