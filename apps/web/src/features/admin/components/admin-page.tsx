import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { hasAnyPermission, type Permission } from '@vitalreg/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/session-store';
import { useDemoInfo } from '@/features/demo';

/** The administration's areas, each shown to the holders of its permission. */
export const ADMIN_AREAS: readonly {
  title: string;
  description: string;
  path: string;
  access: readonly Permission[];
  /** Only on a demo server (docs/demo.md). */
  demoOnly?: true;
}[] = [
  {
    title: 'Users',
    description: 'Create, change, move and deactivate accounts; reset passwords; audit pages.',
    path: paths.dashboard.admin.users.path,
    access: ['Can_Manage_Users'],
  },
  {
    title: 'Registration centres',
    description: 'Add, rename, move and deactivate centres; import a CSV of centres.',
    path: paths.dashboard.admin.centres.path,
    access: ['Can_Manage_Centres'],
  },
  {
    title: 'Population estimates',
    description: "Each state's population and crude birth rate by year; import a CSV.",
    path: paths.dashboard.admin.estimates.path,
    access: ['Can_Manage_Centres'],
  },
  {
    title: 'Roles and permissions',
    description: 'Which role grants which permission.',
    path: paths.dashboard.admin.roles.path,
    access: ['Can_Manage_Role_Permissions'],
  },
  {
    title: 'Fees',
    description: 'The fee of each service, from a date.',
    path: paths.dashboard.admin.fees.path,
    access: ['Can_Manage_Fees'],
  },
  {
    title: 'Demo mailbox',
    description: 'The e-mail this demo server sent: e-mail codes, first and reset passwords.',
    path: paths.dashboard.admin.mailbox.path,
    access: ['Can_Manage_Users'],
    demoOnly: true,
  },
];

/** `/dashboard/admin`: the way into each administration area the user may open. */
export function AdminPage() {
  const permissions = usePermissions();
  const demo = useDemoInfo().data !== undefined;
  const areas = ADMIN_AREAS.filter(
    (area) => hasAnyPermission(permissions, area.access) && (demo || !area.demoOnly),
  );
  return (
    <Box
      component="nav"
      aria-label="Administration"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' }, maxWidth: 960 }}
    >
      {areas.map((area) => (
        <Card key={area.path} variant="outlined">
          <CardActionArea component={Link} to={area.path} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                {area.title}
              </Typography>
              <Typography color="text.secondary">{area.description}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
