import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { lookupLabel, particularRows, type ParticularsLayout } from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { FieldGrid } from '@/components/form/field-layout';
import { previewOf } from '@/components/form/files';
import { TextInput } from '@/components/form/text-field';
import { useRegistrationCentreOptions } from '@/components/form/registration-place-fields';
import type { WizardStepContext } from '@/components/wizard/form-wizard';
import { formatDate } from '@/lib/dates';

/** A step's form values, as the preview reads them. */
export type PreviewValues = Record<string, unknown>;
export type PreviewRow = [label: string, value: ReactNode];

const EMPTY = '—';

/** A stored image (face, signature, document) as a thumbnail; "Provided" without a preview. */
export function FilePreview({ fileKey, label }: { fileKey: unknown; label: string }) {
  if (typeof fileKey !== 'string' || fileKey === '') return <>{EMPTY}</>;
  const src = previewOf(fileKey);
  return src ? (
    <Box
      component="img"
      src={src}
      alt={label}
      sx={{ maxWidth: 160, maxHeight: 100, borderRadius: 1 }}
    />
  ) : (
    <>Provided</>
  );
}

/** A row of a stored image's thumbnail (`alt` names it), or none when nothing was stored. */
export function fileRow(label: string, fileKey: unknown, alt = label): PreviewRow[] {
  if (typeof fileKey !== 'string' || fileKey === '') return [];
  return [[label, <FilePreview key={label} fileKey={fileKey} label={alt} />]];
}

/** An uploaded document as the preview stores it. */
export interface PreviewDocument {
  url?: string;
  mimeType?: string;
  type?: string;
}

/**
 * A wizard's uploaded documents, one row per filled slot (in `slots`' order): a thumbnail, or
 * "PDF"; "None uploaded" when there is none. `labelOf` names a slot's row.
 */
export function documentRows(
  documents: PreviewValues,
  slots: readonly string[],
  labelOf: (slot: string, file: PreviewDocument) => { row: string; alt: string },
): PreviewRow[] {
  const rows: PreviewRow[] = [];
  for (const slot of slots) {
    const file = documents[slot] as PreviewDocument | null | undefined;
    if (!file?.url) continue;
    const { row, alt } = labelOf(slot, file);
    const shown =
      file.mimeType === 'application/pdf' ? (
        'PDF'
      ) : (
        <FilePreview key={slot} fileKey={file.url} label={alt} />
      );
    rows.push([row, shown]);
  }
  return rows.length > 0 ? rows : [['Documents', 'None uploaded']];
}

export function PreviewGroup({
  title,
  rows,
  onEdit,
}: {
  title: string;
  rows: PreviewRow[];
  onEdit?: () => void;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {onEdit && (
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            onClick={onEdit}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 220px) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.75 },
          '& dt': { color: 'text.secondary', typography: 'body2' },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, typography: 'body2', overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** One group of the preview: the steps that ask it (one per variant), its title and rows. */
export interface PreviewSection {
  steps: readonly string[];
  title: string;
  rows: PreviewRow[];
}

/**
 * The preview's groups of a kind's particulars: `particulars` (the draft as it will be
 * submitted) laid out by the kind's layout, as the record page will show them. `files` adds
 * rows (thumbnails of faces and signatures) to the group of a part (`child`).
 */
export function useParticularSections(
  layout: ParticularsLayout,
  particulars: PreviewValues,
  files: Partial<Record<string, PreviewRow[]>> = {},
): PreviewSection[] {
  const centres = useRegistrationCentreOptions(particulars.registration_lga);
  const centre = Number(particulars.Reg_Center);
  // The certificate's e-mail is asked on the preview itself.
  const groups = particularRows(
    layout,
    { ...particulars, email: null },
    { date: formatDate, surnameFirst: true, centreName: lookupLabel(centres, centre) },
  );
  return groups.map((group) => ({
    steps: group.steps,
    title: group.title,
    rows: [
      ...group.rows.map(({ label, value }): PreviewRow => [label, value]),
      ...((group.part && files[group.part]) || []),
    ],
  }));
}

/** A group the layout does not hold (documents): none when the draft has no values for it. */
export function sectionIf(
  values: object | null | undefined,
  step: string,
  title: string,
  rows: (values: PreviewValues) => PreviewRow[],
): PreviewSection[] {
  return values ? [{ steps: [step], title, rows: rows(values as PreviewValues) }] : [];
}

/**
 * Information Preview of every kind: everything entered, in groups, each with an Edit link to
 * the step that asks it. Empty groups and those of steps the variant does not have are left
 * out; `children` (e.g. an e-mail field) follow the groups. `checkWith`: who confirms the details.
 */
export function RecordPreview<D>({
  context,
  sections,
  children,
  checkWith = 'the informant',
}: {
  context: WizardStepContext<D>;
  sections: PreviewSection[];
  children?: ReactNode;
  checkWith?: string;
}) {
  const { goTo, indexOf } = context;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Check every detail with {checkWith} before submitting.
      </Typography>
      {sections.map((section) => {
        const step = section.steps.find((key) => indexOf(key) >= 0);
        if (step === undefined || section.rows.length === 0) return null;
        return (
          <PreviewGroup
            key={section.title}
            title={section.title}
            rows={section.rows}
            onEdit={() => goTo(indexOf(step))}
          />
        );
      })}
      {children}
    </>
  );
}

/** The preview step's one field: where the certificate is e-mailed (optional). */
export function CertificateEmailField() {
  return (
    <FieldGrid>
      <TextInput
        name="email"
        label="Email for the certificate (optional)"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
    </FieldGrid>
  );
}
