import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import {
  csvLineIssue,
  ESTIMATE_CSV_HEADER,
  ESTIMATE_CSV_TEMPLATE,
  parsePopulationEstimateCsv,
  populationEstimatesImportSchema,
} from '@vitalreg/domain';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { CsvFilePicker } from '@/components/ui/csv-file-picker';
import { WrongLines } from '@/components/ui/wrong-lines';
import { hasErrorCode } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useImportPopulationEstimates } from '../api/import-population-estimates';

const integers = new Intl.NumberFormat('en-US');
const estimatesWord = (n: number) => `${integers.format(n)} ${n === 1 ? 'estimate' : 'estimates'}`;

/** "2025", "2024 to 2026" (every year between), or "2024, 2026". */
function yearsText(years: readonly number[]): string {
  const first = years[0];
  const last = years.at(-1);
  if (years.length > 2 && first !== undefined && last === first + years.length - 1) {
    return `${first} to ${last}`;
  }
  return years.join(', ');
}

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(ESTIMATE_CSV_TEMPLATE)}`;

/** What the file's text is: nothing yet, wrong (every problem), or estimates ready to send. */
function checkText(
  text: string,
): { problems: string[] } | { ready: number; years: number[] } | null {
  if (text.trim() === '') return null;
  const body = populationEstimatesImportSchema.safeParse({ csv: text });
  if (!body.success) return { problems: body.error.issues.map((issue) => issue.message) };
  const { estimates, issues } = parsePopulationEstimateCsv(text);
  if (issues.length > 0) return { problems: issues.map((issue) => csvLineIssue(issue).message) };
  const years = [...new Set(estimates.map((estimate) => estimate.year))].sort((a, b) => a - b);
  return { ready: estimates.length, years };
}

/** The sentences of the API's refusal of the file's lines. */
function refusedLines(error: unknown): string[] | undefined {
  if (!hasErrorCode(error, 'VALIDATION_FAILED')) return undefined;
  return error.details?.issues?.map((issue) => issue.message);
}

/**
 * Import estimates from a CSV file or its pasted text: checked here line by line as the API will
 * check it, sent only when every line is right, and then imported whole or not at all.
 */
export function ImportEstimatesDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const importEstimates = useImportPopulationEstimates();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const checkedText = useDeferredValue(text);
  const checked = useMemo(() => checkText(checkedText), [checkedText]);
  const pending = importEstimates.isPending;
  const problems =
    checked && 'problems' in checked ? checked.problems : refusedLines(importEstimates.error);

  const edit = (next: string, name: string | null) => {
    importEstimates.reset();
    setText(next);
    setFileName(name);
  };
  const choose = async (file: File | undefined) => {
    if (file) edit(await file.text(), file.name);
  };
  const send = () => {
    importEstimates.mutate(text, {
      onSuccess: (result) => {
        toast.success(`${estimatesWord(result.imported)} imported.`);
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onClose={() => !pending && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Import population estimates</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          The first line names the columns: <code>{ESTIMATE_CSV_HEADER}</code>; then one state and
          year a line. The state is its name or its id; the crude birth rate is births per 1,000
          people a year; the source says where the figures come from. The file replaces every
          current estimate, and if any line is wrong, nothing is imported.
        </DialogContentText>
        <Link href={TEMPLATE_HREF} download="population-estimates-template.csv">
          Download the template
        </Link>
        <CsvFilePicker
          fileName={fileName ?? undefined}
          label="CSV file of population estimates"
          disabled={pending}
          onChoose={(file) => void choose(file)}
        />
        <TextField
          label="Or paste the CSV text"
          value={text}
          onChange={(event) => edit(event.target.value, null)}
          disabled={pending}
          multiline
          minRows={4}
          maxRows={12}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        {problems ? (
          <WrongLines problems={problems}>
            Nothing is imported while a line is wrong: correct these lines, then import again.
          </WrongLines>
        ) : importEstimates.isError ? (
          <Alert severity="error">{errorMessage(importEstimates.error)}</Alert>
        ) : checked && 'ready' in checked ? (
          <Alert severity="info">
            {estimatesWord(checked.ready)} ready to import, for {yearsText(checked.years)}. They
            replace every current estimate.
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          loading={pending}
          disabled={
            !checked || !('ready' in checked) || importEstimates.isError || text !== checkedText
          }
          onClick={send}
        >
          Import
        </Button>
      </DialogActions>
    </Dialog>
  );
}
