import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { VALIDATION_MESSAGES } from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { AskFirst } from '@/features/records/wizard';
import { birthPaths } from '@/kinds/birth/paths';
import { deathPaths } from '@/kinds/death/paths';
import { STILLBIRTH_BORN_ALIVE_KEY } from './stillbirth-draft';
import { StillbirthWizard } from './stillbirth-wizard';

const QUESTION = 'Was the baby ever born alive?';

/**
 * /dashboard/still-births/register: first "Was the baby ever born alive?" (DESIGN.md "Form
 * variants"). Yes: a live birth followed by a death is registered as a birth and a death, with
 * links to both wizards. No: the stillbirth wizard. The answer and the draft survive a reload.
 */
export default function StillbirthRegisterPage() {
  return (
    <AskFirst
      storageKey={STILLBIRTH_BORN_ALIVE_KEY}
      question={QUESTION}
      hint="A stillbirth is a baby who showed no sign of life at any time after delivery."
      requiredMessage={VALIDATION_MESSAGES.bornAliveRequired}
    >
      {(answer) => (answer === 'yes' ? <BornAlive /> : <StillbirthWizard />)}
    </AskFirst>
  );
}

/** The baby was born alive: not a stillbirth, but a birth and then a death. */
function BornAlive() {
  return (
    <Alert severity="info" role="status">
      <AlertTitle>Register a birth and a death</AlertTitle>
      {VALIDATION_MESSAGES.bornAlive} Register the birth first, then the death.
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          component={RouterLink}
          to={birthPaths.registerClaimed.path}
          variant="contained"
          size="small"
        >
          Register the birth
        </Button>
        <Button
          component={RouterLink}
          to={deathPaths.register.path}
          variant="outlined"
          size="small"
        >
          Register the death
        </Button>
      </Box>
    </Alert>
  );
}
