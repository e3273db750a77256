import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MODIFICATION_MESSAGES } from '@vitalreg/domain';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { RadioField } from '@/components/form/radio-field';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { useFindCertificate } from '../api/find-certificate';
import { findModificationKind, type ModificationKind } from '../modification-kinds';

const findSchema = z.object({
  kind: z.string().min(1, 'Choose the record type.'),
  certificate_number: z.string().trim().min(1, MODIFICATION_MESSAGES.certificateNumber),
});
type FindValues = z.input<typeof findSchema>;

/** Where the found certificate goes: its kind's validation page, by its number as registered. */
interface Found {
  href: string;
  number: string;
  delay: number;
}

/**
 * "Find the certificate": the record type (spec's picker: Birth Certificate, Birth Attestation,
 * Death Certificate) and the number as printed. A number not found in the user's area is said
 * under the field, which keeps what was typed.
 */
export function FindCertificateForm({ kinds }: { kinds: readonly ModificationKind[] }) {
  const navigate = useNavigate();
  const find = useFindCertificate();
  const [found, setFound] = useState<Found | null>(null);
  const form = useForm<FindValues>({
    resolver: zodResolver(findSchema),
    defaultValues: { kind: kinds[0]?.key ?? '', certificate_number: '' },
  });
  const {
    control,
    register,
    setError,
    handleSubmit,
    formState: { errors },
  } = form;
  const kind = findModificationKind(useWatch({ control, name: 'kind' }));

  // The spec's attestation lookup shows the number found for a moment before its page opens.
  useEffect(() => {
    if (!found) return undefined;
    const timer = setTimeout(() => void navigate(found.href), found.delay);
    return () => clearTimeout(timer);
  }, [found, navigate]);

  const submit = handleSubmit(({ kind: key, certificate_number }) => {
    const chosen = findModificationKind(key);
    if (!chosen) return;
    find.mutate(
      { kind: chosen, number: certificate_number },
      {
        onSuccess: (record) =>
          setFound({
            href: paths.dashboard.modifications.validation.getHref(
              chosen.corrections.validationPath,
              record.certificate_number,
            ),
            number: record.certificate_number,
            delay: chosen.redirectMs,
          }),
        onError: (error) => {
          if (hasErrorCode(error, 'NOT_FOUND')) {
            setError('certificate_number', { message: errorMessage(error) }, { shouldFocus: true });
          }
        },
      },
    );
  });

  const problem = find.isError && !hasErrorCode(find.error, 'NOT_FOUND') ? find.error : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="find-certificate-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="find-certificate-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Find the certificate
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Correct a registered record: find its certificate, compare it with the person and the paper,
        then say what is to be corrected. Nothing earlier is overwritten.
      </Typography>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label="Find the certificate"
          sx={{ display: 'grid', gap: 2 }}
        >
          <RadioField
            name="kind"
            label="Record type"
            row
            options={kinds.map((option) => ({ value: option.key, name: option.label }))}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label="Certificate number"
              required
              {...register('certificate_number')}
              error={Boolean(errors.certificate_number)}
              helperText={
                errors.certificate_number?.message ??
                (kind ? `As printed, e.g. ${kind.numberExample}` : undefined)
              }
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
              loading={find.isPending}
              disabled={found !== null}
              sx={{ minHeight: 56, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              Find certificate
            </Button>
          </Box>
          {found ? (
            <Alert severity="success" role="status">
              Certificate {found.number} found. Opening its validation page…
            </Alert>
          ) : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {errorMessage(problem)}
            </Alert>
          ) : null}
        </Box>
      </FormProvider>
    </Paper>
  );
}
