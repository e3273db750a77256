import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@/components/ui/row-menu';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { ErrorSummary, inFormOrder, summaryItems, type SummaryItem } from './error-summary';
import { finishStep, StepLeaveContext, type BeforeStepLeaves } from './step-leave';
import {
  clearStoredWizard,
  newIdempotencyKey,
  scrollToTop,
  readStoredWizard,
  writeStoredWizard,
  type StoredWizard,
} from './wizard-draft';

export interface WizardStepContext<D> {
  /** The whole draft as it stands (for the preview). */
  draft: D;
  /** Opens another step (the preview's "Edit" links); the current values are kept. */
  goTo: (index: number) => void;
  /** Index of a step by key, or -1. */
  indexOf: (key: string) => number;
}

export interface WizardStepDefinition<D> {
  key: string;
  title: string;
  /** The step's form schema: it must accept the step's values before moving on. */
  schema: z.ZodType;
  /** The step's form values from the draft. */
  read: (draft: D) => FieldValues;
  /** The draft with the step's form values put back. */
  write: (draft: D, values: FieldValues) => D;
  render: (context: WizardStepContext<D>) => ReactNode;
  /**
   * The step's form field showing a request's issue at `path` (dotted, as the API names it), or
   * undefined when the path is not this step's: where `showIssues` puts a refusal's messages.
   */
  fieldOf?: (path: string) => string | undefined;
}

/** A problem with one value of the request: the API's `details.issues` entry. */
export interface WizardIssue {
  path: string;
  message: string;
}

export interface WizardSubmitContext {
  idempotencyKey: string;
  /** A new key (and stored with the draft), for a deliberately different request. */
  renewIdempotencyKey: () => string;
  /** Forgets the draft: call once the record is created. */
  clearDraft: () => void;
  /**
   * Opens the first step holding a field of the issues, with each message under its field;
   * false when no step holds any (the caller then shows the messages itself).
   */
  showIssues: (issues: readonly WizardIssue[]) => boolean;
}

export interface FormWizardProps<D> {
  /** Session storage key of the draft, e.g. `birth_registration_draft_claimed`. */
  storageKey: string;
  steps: readonly WizardStepDefinition<D>[];
  createDraft: () => D;
  /** Accepts a stored draft (anything else starts afresh). */
  isDraft: (value: unknown) => value is D;
  /** Called from the last step once it validates. Errors are the caller's to show. */
  onSubmit: (draft: D, context: WizardSubmitContext) => Promise<void>;
  submitLabel?: string;
  /** Shown above the step (e.g. a duplicate warning). */
  notice?: ReactNode;
  /** The step a new draft opens at (a stored draft reopens where it was left). */
  initialStep?: number;
}

function cloneValues(values: FieldValues): FieldValues {
  return JSON.parse(JSON.stringify(values ?? {})) as FieldValues;
}

/**
 * One wizard shell for every record type: a stepper with the step titles, one form per step
 * validated with its schema before moving on (messages under the fields), Back keeps values,
 * and the draft and the step are saved to session storage on every change, so a reload or an
 * accidental navigation loses nothing.
 */
export function FormWizard<D>({
  storageKey,
  steps,
  createDraft,
  isDraft,
  onSubmit,
  submitLabel = 'Submit',
  notice,
  initialStep = 0,
}: FormWizardProps<D>) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const stored = useRef<StoredWizard<D> | null>(null);
  if (stored.current === null) {
    stored.current = readStoredWizard(storageKey, steps.length, isDraft) ?? {
      draft: createDraft(),
      step: Math.min(Math.max(initialStep, 0), steps.length - 1),
      idempotencyKey: newIdempotencyKey(),
    };
  }
  const [stepIndex, setStepIndex] = useState(stored.current.step);
  const [draft, setDraft] = useState<D>(stored.current.draft);
  const [submitting, setSubmitting] = useState(false);
  /** Messages to put under the open step's fields (a refusal of the request). */
  const [stepErrors, setStepErrors] = useState<readonly FieldIssue[]>([]);
  const cleared = useRef(false);
  /** Set once another step is opened: from then on a step's heading takes the focus. */
  const moved = useRef(false);

  const persist = useCallback(
    (next: Partial<StoredWizard<D>>) => {
      const current = stored.current as StoredWizard<D>;
      stored.current = { ...current, ...next };
      if (!cleared.current) writeStoredWizard(storageKey, stored.current);
    },
    [storageKey],
  );

  // A new draft is saved at once, so its idempotency key survives a reload.
  useEffect(() => {
    persist({});
  }, [persist]);

  const step = steps[stepIndex] as WizardStepDefinition<D>;
  const isLast = stepIndex === steps.length - 1;

  const saveValues = useCallback(
    (values: FieldValues) => {
      const current = stored.current as StoredWizard<D>;
      const next = step.write(current.draft, cloneValues(values));
      persist({ draft: next });
      return next;
    },
    [persist, step],
  );

  /** Opens step `index`; the values on screen are already saved by `onChange`. */
  const openStep = (index: number, values?: FieldValues) => {
    const next = values ? saveValues(values) : (stored.current as StoredWizard<D>).draft;
    setStepErrors([]);
    setDraft(next);
    persist({ step: index });
    moved.current = true;
    setStepIndex(index);
    scrollToTop();
  };

  const submit = async (values: FieldValues) => {
    const next = saveValues(values);
    setDraft(next);
    setSubmitting(true);
    try {
      await onSubmit(next, {
        idempotencyKey: (stored.current as StoredWizard<D>).idempotencyKey,
        renewIdempotencyKey: () => {
          const key = newIdempotencyKey();
          persist({ idempotencyKey: key });
          return key;
        },
        clearDraft: () => {
          cleared.current = true;
          clearStoredWizard(storageKey);
        },
        showIssues: (issues) => {
          for (const [index, candidate] of steps.entries()) {
            const errors = issues.flatMap(({ path, message }) => {
              const name = candidate.fieldOf?.(path);
              return name === undefined ? [] : [{ name, message }];
            });
            if (errors.length === 0) continue;
            openStep(index);
            setStepErrors(errors);
            return true;
          }
          return false;
        },
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1.5, md: 2 } }}>
      {compact ? (
        <Box>
          <Typography variant="overline" color="text.secondary" component="p">
            Step {stepIndex + 1} of {steps.length}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((stepIndex + 1) / steps.length) * 100}
            sx={{ mt: 1, height: 6, borderRadius: 3 }}
            aria-label={`Step ${stepIndex + 1} of ${steps.length}`}
          />
        </Box>
      ) : (
        <Stepper activeStep={stepIndex} alternativeLabel>
          {steps.map((item, index) => (
            <Step key={item.key} completed={index < stepIndex}>
              {index < stepIndex ? (
                <StepButton onClick={() => openStep(index)}>{item.title}</StepButton>
              ) : (
                <StepLabel>{item.title}</StepLabel>
              )}
            </Step>
          ))}
        </Stepper>
      )}
      {notice}
      <WizardStepForm
        key={step.key}
        step={step}
        initialValues={step.read(draft)}
        context={{
          draft,
          goTo: (index) => openStep(index),
          indexOf: (key) => steps.findIndex((item) => item.key === key),
        }}
        onChange={saveValues}
        errors={stepErrors}
        focusHeading={moved.current}
        position={`Step ${stepIndex + 1} of ${steps.length}`}
        isFirst={stepIndex === 0}
        isLast={isLast}
        submitting={submitting}
        submitLabel={submitLabel}
        onBack={(values) => openStep(stepIndex - 1, values)}
        onNext={(values) => (isLast ? submit(values) : openStep(stepIndex + 1, values))}
      />
    </Box>
  );
}

/** A message for one field of the open step's form. */
interface FieldIssue {
  name: string;
  message: string;
}

interface WizardStepFormProps<D> {
  step: WizardStepDefinition<D>;
  initialValues: FieldValues;
  context: WizardStepContext<D>;
  onChange: (values: FieldValues) => void;
  /** Set under the fields once the form shows (a refusal's issues). */
  errors: readonly FieldIssue[];
  /** The step was opened from another: its heading takes the focus, so its name is read. */
  focusHeading: boolean;
  /** "Step 2 of 4", read with the heading. */
  position: string;
  onBack: (values: FieldValues) => void;
  onNext: (values: FieldValues) => void | Promise<void>;
  isFirst: boolean;
  isLast: boolean;
  submitting: boolean;
  submitLabel: string;
}

function WizardStepForm<D>({
  step,
  initialValues,
  context,
  onChange,
  errors,
  focusHeading,
  position,
  onBack,
  onNext,
  isFirst,
  isLast,
  submitting,
  submitLabel,
}: WizardStepFormProps<D>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  /** Fields' work to finish before the step is left (useBeforeStepLeaves). */
  const [beforeLeaving] = useState(() => new Set<BeforeStepLeaves>());
  const [leaving, setLeaving] = useState(false);
  const leave = async (then: () => void | Promise<void>) => {
    setLeaving(true);
    try {
      await finishStep(beforeLeaving);
    } finally {
      setLeaving(false);
    }
    await then();
  };
  /** The problems Next found (or the API refused), listed at the top; none before. */
  const [summary, setSummary] = useState<{ items: SummaryItem[] } | null>(null);
  const form = useForm<FieldValues>({
    defaultValues: initialValues,
    // Raw values go back into the draft; the schema's output is the API's business.
    resolver: zodResolver(step.schema as never, undefined, {
      raw: true,
    }) as unknown as Resolver<FieldValues>,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // The error summary takes the focus instead (GOV.UK's pattern).
    shouldFocusError: false,
  });

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  // Each new list of problems is read out: the focus goes to it, once it is shown (the form's
  // errors may reach the render after the list does).
  const summaryToFocus = useRef<{ items: SummaryItem[] } | null>(null);
  useEffect(() => {
    summaryToFocus.current = summary;
  }, [summary]);

  const showSummary = (items: SummaryItem[]) => {
    if (items.length > 0) setSummary({ items: inFormOrder(items, formRef.current) });
  };
  // A problem put right leaves the list (its message as it now reads); the list goes with the last.
  const standing = new Map(
    summaryItems(form.formState.errors).map((item) => [item.name, item.message]),
  );
  const shownSummary = (summary?.items ?? []).flatMap((item) => {
    const message = standing.get(item.name);
    return message ? [{ name: item.name, message }] : [];
  });

  useEffect(() => {
    if (!summaryToFocus.current || shownSummary.length === 0) return;
    summaryToFocus.current = null;
    summaryRef.current?.focus();
  });

  /** A summary link followed: its field takes the focus (by its ref, else by its name). */
  const focusField = (name: string) => {
    form.setFocus(name);
    const focused = document.activeElement;
    if (focused && focused !== summaryRef.current && formRef.current?.contains(focused)) return;
    const fields = Array.from(formRef.current?.querySelectorAll<HTMLElement>('[name]') ?? []);
    fields.find((field) => field.getAttribute('name') === name)?.focus();
  };

  useEffect(() => {
    const subscription = form.watch((values) => onChange(values as FieldValues));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  useEffect(() => {
    errors.forEach(({ name, message }) => form.setError(name, { type: 'server', message }));
    if (errors.length > 0) {
      setSummary({ items: inFormOrder([...errors], formRef.current) });
    }
  }, [form, errors]);

  return (
    <FormProvider {...form}>
      <StepLeaveContext value={beforeLeaving}>
        <Paper
          ref={formRef}
          component="form"
          noValidate
          variant="outlined"
          aria-label={step.title}
          onSubmit={(event) => {
            event.preventDefault();
            void leave(() =>
              form.handleSubmit(onNext, (found: FieldErrors) => showSummary(summaryItems(found)))(),
            );
          }}
          sx={{ p: { xs: 1.5, sm: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {shownSummary.length > 0 && (
            <ErrorSummary ref={summaryRef} items={shownSummary} onSelect={focusField} />
          )}
          <Typography
            ref={headingRef}
            variant="h6"
            component="h2"
            tabIndex={-1}
            sx={{ lineHeight: 1.3, '&:focus': { outline: 'none' } }}
          >
            <Box component="span" sx={visuallyHidden}>
              {position}:
            </Box>{' '}
            {step.title}
          </Typography>
          {step.render(context)}
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              pt: 1,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Button
              type="button"
              variant="outlined"
              disabled={isFirst || submitting || leaving}
              onClick={() => void leave(() => onBack(form.getValues()))}
            >
              Back
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={submitting || leaving}
              startIcon={
                submitting || leaving ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              {isLast ? submitLabel : 'Next'}
            </Button>
          </Box>
        </Paper>
      </StepLeaveContext>
    </FormProvider>
  );
}
