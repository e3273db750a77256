import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reprintLookupQuerySchema, type ReprintLookupQuery } from '@vitalreg/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { lastReprintKindStore, reprintKinds } from '../reprint-kinds';

type FindForm = z.input<typeof reprintLookupQuerySchema>;

export interface FindCertificateFormProps {
  onFind: (query: ReprintLookupQuery) => void;
  finding: boolean;
}

/**
 * Certificate type and number -> "Find certificate". The number stays as typed whatever the
 * answer; the server reads it trimmed and in capitals.
 */
export function FindCertificateForm({ onFind, finding }: FindCertificateFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FindForm, unknown, ReprintLookupQuery>({
    resolver: zodResolver(reprintLookupQuerySchema),
    defaultValues: { kind: lastReprintKindStore.get(), certificate_number: '' },
  });
  const kind = useWatch({ control, name: 'kind' });
  const example = reprintKinds().find((option) => option.key === kind)?.example;
  const submit = handleSubmit((query) => {
    lastReprintKindStore.set(query.kind);
    onFind(query);
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="find-certificate-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="find-certificate-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Find a certificate
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Reprint a printed certificate of your area once its fee is paid. Every reprint is recorded
        on the record; nothing is overwritten.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Find a certificate"
        sx={{ display: 'grid', gap: 2 }}
      >
        <Controller
          name="kind"
          control={control}
          render={({ field }) => (
            <FormControl>
              <FormLabel id="reprint-kind-label">Certificate type</FormLabel>
              <RadioGroup
                row
                aria-labelledby="reprint-kind-label"
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {reprintKinds().map((option) => (
                  <FormControlLabel
                    key={option.key}
                    value={option.key}
                    control={<Radio />}
                    label={option.label}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Certificate number"
            {...register('certificate_number')}
            error={Boolean(errors.certificate_number)}
            helperText={errors.certificate_number?.message ?? `As printed, e.g. ${example}`}
            sx={{ flex: '1 1 16rem' }}
            slotProps={{
              htmlInput: {
                maxLength: 40,
                autoComplete: 'off',
                autoCapitalize: 'characters',
                spellCheck: false,
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            loading={finding}
            sx={{ minHeight: 56, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            Find certificate
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
