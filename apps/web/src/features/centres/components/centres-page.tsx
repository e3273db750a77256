import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CENTRE_STATUS_LABELS,
  CENTRE_STATUSES,
  centreStatusChangeSchema,
  csvLineIssue,
  newCentreSchema,
  parseCentreCsv,
  type Centre,
  type CentreChange,
  type NewCentre,
} from '@vitalreg/domain';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { FilterSelect } from '@/components/ui/filter-select';
import { PagePanel } from '@/components/ui/page-panel';
import { CsvFilePicker } from '@/components/ui/csv-file-picker';
import { WrongLines } from '@/components/ui/wrong-lines';
import { useForm } from 'react-hook-form';
import { lgaOptionsOf, STATE_OPTIONS, StateLgaFields } from '@/components/form/state-lga-fields';
import { TextInput } from '@/components/form/text-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { ListPagination } from '@/components/ui/list-pagination';
import { ListState } from '@/components/ui/list-state';
import { RowMenu, visuallyHidden } from '@/components/ui/row-menu';
import { hasErrorCode } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { errorMessage, showFieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import {
  useCentres,
  useCentreStatus,
  useChangeCentre,
  useCreateCentre,
  useImportCentres,
  type CentreFilters,
} from '../api/centres';

const numberFormat = new Intl.NumberFormat('en-US');
const centresWord = (n: number) => (n === 1 ? '1 centre' : `${numberFormat.format(n)} centres`);

type Opened =
  { dialog: 'add' | 'import' } | { dialog: 'edit' | 'deactivate' | 'reactivate'; centre: Centre };

/**
 * `/dashboard/admin/centres` (issue 26, docs/centres.md): the registration centres of the user's
 * area with their users and records; add, rename or move, deactivate or reactivate, import a CSV.
 */
export function CentresPage() {
  const [filters, setFilters] = useState<Omit<CentreFilters, 'q'>>({});
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const list = useCentres(page, { ...filters, q: q || undefined });
  const [opened, setOpened] = useState<Opened | null>(null);
  const rows = list.data?.result ?? [];
  const filter = (next: Omit<CentreFilters, 'q'>) => {
    setFilters(next);
    setPage(1);
  };
  const close = () => setOpened(null);

  return (
    <PagePanel
      title="Registration centres"
      actions={
        <>
          <Button variant="outlined" onClick={() => setOpened({ dialog: 'import' })}>
            Import CSV
          </Button>
          <Button variant="contained" onClick={() => setOpened({ dialog: 'add' })}>
            Add centre
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <FilterSelect
          label="State"
          value={filters.stateId}
          options={STATE_OPTIONS}
          onChange={(stateId) => filter({ ...filters, stateId, lgaId: undefined })}
        />
        <FilterSelect
          label="LGA"
          value={filters.lgaId}
          options={lgaOptionsOf(filters.stateId)}
          disabled={!filters.stateId}
          onChange={(lgaId) => filter({ ...filters, lgaId })}
        />
        <TextField
          size="small"
          type="search"
          label="Find by name"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 220 }}
        />
        <Box role="group" aria-label="Status" sx={{ display: 'flex', gap: 1 }}>
          {[undefined, ...CENTRE_STATUSES].map((status) => (
            <Chip
              key={status ?? 'all'}
              label={status ? CENTRE_STATUS_LABELS[status] : 'All'}
              clickable
              color={filters.status === status ? 'primary' : 'default'}
              variant={filters.status === status ? 'filled' : 'outlined'}
              aria-pressed={filters.status === status}
              onClick={() => filter({ ...filters, status })}
            />
          ))}
        </Box>
      </Box>
      <ListState
        list={list}
        rows={rows.length}
        loadingLabel="Loading centres"
        empty={'No registration centres match.'}
      >
        <Table size="small" aria-labelledby="centres-title">
          <TableHead>
            <TableRow>
              <TableCell>Centre</TableCell>
              <TableCell>State</TableCell>
              <TableCell>LGA</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Users</TableCell>
              <TableCell align="right">Records</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((centre) => (
              <TableRow key={centre.id}>
                <TableCell>
                  {centre.name}
                  {centre.address ? (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {centre.address}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{centre.stateName}</TableCell>
                <TableCell>{centre.lgaName}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={CENTRE_STATUS_LABELS[centre.status]}
                    color={centre.status === 'active' ? 'success' : 'default'}
                    variant={centre.status === 'active' ? 'filled' : 'outlined'}
                  />
                  {centre.deactivationReason ? (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {centre.deactivationReason}
                      {centre.deactivatedAt ? ` (${formatDateTime(centre.deactivatedAt)})` : ''}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right">{numberFormat.format(centre.users)}</TableCell>
                <TableCell align="right">{numberFormat.format(centre.records)}</TableCell>
                <TableCell align="right">
                  <RowActions centre={centre} onChoose={setOpened} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListState>
      {list.data ? (
        <ListPagination pagination={list.data.pagination} page={page} onChange={setPage} />
      ) : null}
      {opened?.dialog === 'add' ? (
        <CentreDialog onClose={close} />
      ) : opened?.dialog === 'edit' ? (
        <CentreDialog centre={opened.centre} onClose={close} />
      ) : opened?.dialog === 'deactivate' || opened?.dialog === 'reactivate' ? (
        <StatusDialog centre={opened.centre} action={opened.dialog} onClose={close} />
      ) : opened?.dialog === 'import' ? (
        <ImportDialog onClose={close} />
      ) : null}
    </PagePanel>
  );
}

function RowActions({ centre, onChoose }: { centre: Centre; onChoose: (opened: Opened) => void }) {
  const status = centre.status === 'active' ? 'deactivate' : 'reactivate';
  return (
    <RowMenu
      name={centre.name}
      items={[
        { label: 'Rename or move', onChoose: () => onChoose({ dialog: 'edit', centre }) },
        {
          label: status === 'deactivate' ? 'Deactivate' : 'Reactivate',
          onChoose: () => onChoose({ dialog: status, centre }),
        },
      ]}
    />
  );
}

interface CentreForm {
  name: string;
  stateId: string;
  lgaId: string;
  address: string;
}

/** What an edit changed, as the API takes it (nothing: the dialog just closes). */
function changeOf(centre: Centre, values: NewCentre): CentreChange {
  const change: CentreChange = {};
  if (values.name !== centre.name) change.name = values.name;
  if (values.lgaId !== centre.lgaId) change.lgaId = values.lgaId;
  if ((values.address ?? null) !== centre.address) change.address = values.address ?? null;
  return change;
}

/** Add a centre, or rename, readdress or move one (`centre`). */
function CentreDialog({ centre, onClose }: { centre?: Centre; onClose: () => void }) {
  const create = useCreateCentre();
  const change = useChangeCentre();
  const saving = centre ? change : create;
  const form = useForm<CentreForm>({
    // The form's values are strings; the schema gives the API's (the LGA's id as a number).
    resolver: zodResolver(newCentreSchema) as never,
    defaultValues: {
      name: centre?.name ?? '',
      stateId: centre ? String(centre.stateId) : '',
      lgaId: centre ? String(centre.lgaId) : '',
      address: centre?.address ?? '',
    },
  });
  const fields = ['name', 'lgaId', 'address'] as const;
  const handlers = (message: string) => ({
    onSuccess: () => {
      toast.success(message);
      onClose();
    },
    onError: (error: unknown) => showFieldIssues(error, fields, form.setError),
  });
  const submit = (values: NewCentre) => {
    if (!centre) {
      create.mutate(values, handlers(`${values.name} added.`));
      return;
    }
    const edit = changeOf(centre, values);
    if (Object.keys(edit).length === 0) onClose();
    else change.mutate({ id: centre.id, change: edit }, handlers(`${values.name} saved.`));
  };
  return (
    <FormDialog
      title={centre ? `Rename or move ${centre.name}` : 'Add a registration centre'}
      intro={
        centre
          ? 'Moving the centre to another LGA moves its staff with it; records already registered there keep their place.'
          : 'The centre opens for capture at once.'
      }
      form={form}
      fields={fields}
      pending={saving.isPending}
      error={saving.error}
      action={centre ? 'Save' : 'Add centre'}
      onClose={onClose}
      onSubmit={(values) => submit(values as unknown as NewCentre)}
    >
      <TextInput name="name" label="Name" required maxLength={120} />
      <StateLgaFields
        stateName="stateId"
        lgaName="lgaId"
        stateLabel="State"
        lgaLabel="Local government area"
        required
      />
      <TextInput name="address" label="Address" />
    </FormDialog>
  );
}

function StatusDialog({
  centre,
  action,
  onClose,
}: {
  centre: Centre;
  action: 'deactivate' | 'reactivate';
  onClose: () => void;
}) {
  const status = useCentreStatus();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(centreStatusChangeSchema),
    defaultValues: { reason: '' },
  });
  const fields = ['reason'] as const;
  const deactivating = action === 'deactivate';
  return (
    <FormDialog
      title={`${deactivating ? 'Deactivate' : 'Reactivate'} ${centre.name}`}
      intro={
        deactivating
          ? 'New records cannot be captured there. Its records stay as they are, with their numbers.'
          : 'New records can be captured there again.'
      }
      form={form}
      fields={fields}
      pending={status.isPending}
      error={status.error}
      action={deactivating ? 'Deactivate' : 'Reactivate'}
      onClose={onClose}
      onSubmit={(input) =>
        status.mutate(
          { id: centre.id, action, input },
          {
            onSuccess: () => {
              toast.success(`${centre.name} is ${deactivating ? 'deactivated' : 'active again'}.`);
              onClose();
            },
            onError: (error) => showFieldIssues(error, fields, form.setError),
          },
        )
      }
    >
      <TextInput name="reason" label="Reason" required multiline minRows={2} />
    </FormDialog>
  );
}

/** The sentences of a file's wrong lines: the screen's own check, or the API's refusal. */
function refusedLines(error: unknown): string[] | undefined {
  if (!hasErrorCode(error, 'VALIDATION_FAILED')) return undefined;
  return error.details?.issues?.map((issue) => issue.message);
}

/**
 * Import a CSV file of centres: checked here line by line as the API will check it; sent only
 * when every line is right, and then added whole or not at all.
 */
function ImportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const importCentres = useImportCentres();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const parsed = useMemo(() => (file ? parseCentreCsv(file.text) : undefined), [file]);
  const problems =
    parsed && parsed.issues.length > 0
      ? parsed.issues.map((issue) => csvLineIssue(issue).message)
      : refusedLines(importCentres.error);
  const pending = importCentres.isPending;
  const choose = async (chosen: File | undefined) => {
    importCentres.reset();
    setAdded(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };
  const send = () => {
    if (!file) return;
    importCentres.mutate(file.text, {
      onSuccess: (result) => {
        setAdded(result.added);
        setFile(null);
        toast.success(`${centresWord(result.added)} added.`);
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
      <DialogTitle id={titleId}>Import centres from a CSV file</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          The first line names the columns: <code>name,lga_id,address</code> (or{' '}
          <code>name,state_code,lga_name,address</code>); then one centre a line. If any line is
          wrong, nothing is imported.
        </DialogContentText>
        <CsvFilePicker
          fileName={file?.name}
          label="CSV file of centres"
          disabled={pending}
          onChoose={(file) => void choose(file)}
        />
        {added !== null ? (
          <Alert severity="success">{centresWord(added)} added.</Alert>
        ) : problems ? (
          <WrongLines problems={problems}>
            Nothing is imported while a line is wrong: correct these lines and choose the file
            again.
          </WrongLines>
        ) : importCentres.isError ? (
          <Alert severity="error">{errorMessage(importCentres.error)}</Alert>
        ) : parsed ? (
          <Alert severity="info">{centresWord(parsed.centres.length)} ready to import.</Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        {added !== null ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              loading={pending}
              disabled={!parsed || parsed.issues.length > 0 || importCentres.isError}
              onClick={send}
            >
              Import
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
