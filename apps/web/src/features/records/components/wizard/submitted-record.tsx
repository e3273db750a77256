import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { CopyButton } from '@/components/ui/copy-button';

export interface SubmittedRecordProps {
  /** "Birth registration". */
  title: string;
  reference: string;
  recordHref: string;
  listHref: string;
  onRegisterAnother: () => void;
}

/**
 * The end of a new record's wizard: its reference stays on screen (copyable), with what happens
 * next and the ways on (the record, another registration, the list). The heading takes the
 * focus, so a screen reader says it at once.
 */
export function SubmittedRecord({
  title,
  reference,
  recordHref,
  listHref,
  onRegisterAnother,
}: SubmittedRecordProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 720 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon color="success" />
        <Typography
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.375rem', '&:focus': { outline: 'none' } }}
        >
          {title} submitted
        </Typography>
      </Box>
      <Box>
        <Typography variant="overline" color="text.secondary" component="p">
          Reference
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography
            sx={{ fontSize: '1.5rem', fontWeight: 700, letterSpacing: 0.5, wordBreak: 'break-all' }}
          >
            {reference}
          </Typography>
          <CopyButton text={reference} label="Copy reference" />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Give it to the informant: it finds the record until it has a certificate number.
        </Typography>
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          What happens next
        </Typography>
        <Typography>
          A DCR or state director of the LGA reviews it. Once approved it is given its certificate
          number and the certificate can be printed. If they query it, it comes back to you with
          their reason, to correct and resubmit.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={recordHref} variant="contained">
          Open the record
        </Button>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={onRegisterAnother}>
          Register another
        </Button>
        <Button component={RouterLink} to={listHref}>
          Go to the list
        </Button>
      </Box>
    </Paper>
  );
}
