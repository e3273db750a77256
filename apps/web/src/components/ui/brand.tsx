import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME, PRODUCT_TITLE } from '@vitalreg/domain';

/** Logo, product name and the registry's title. */
export function Brand() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
      <Box component="img" src="/favicon.svg" alt="" width={48} height={48} />
      <Box>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: 22, lineHeight: 1.2 }}>
          {PRODUCT_NAME}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary">
          {PRODUCT_TITLE}
        </Typography>
      </Box>
    </Box>
  );
}
