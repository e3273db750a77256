import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrorSx } from '@/components/form/field-error';
import { readJson, removeItem, writeJson } from '@/lib/storage';

export type YesNoAnswer = 'yes' | 'no';

const isAnswer = (value: unknown): value is YesNoAnswer => value === 'yes' || value === 'no';

/**
 * The answer to a register page's first question, kept in session storage beside the drafts so
 * a reload opens the same wizard again. `undefined` until answered; `change` forgets it (the
 * drafts of each answer stay).
 */
export function useStoredAnswer(
  storageKey: string,
): [YesNoAnswer | undefined, (answer: YesNoAnswer | undefined) => void] {
  const [answer, setAnswer] = useState<YesNoAnswer | undefined>(() => {
    const stored = readJson('session', storageKey);
    return isAnswer(stored) ? stored : undefined;
  });
  const change = (next: YesNoAnswer | undefined) => {
    if (next) writeJson('session', storageKey, next);
    else removeItem('session', storageKey);
    setAnswer(next);
  };
  return [answer, change];
}

export interface YesNoQuestionProps {
  question: string;
  /** Why it is asked: what each answer opens. */
  hint?: ReactNode;
  /** Shown when Continue is pressed with no answer. */
  requiredMessage: string;
  onAnswer: (answer: YesNoAnswer) => void;
}

/**
 * A yes/no question asked before a wizard, when the answer decides which wizard (form variant)
 * the record needs.
 */
export function YesNoQuestion({ question, hint, requiredMessage, onAnswer }: YesNoQuestionProps) {
  const [value, setValue] = useState<YesNoAnswer | ''>('');
  const [problem, setProblem] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value === '') setProblem(true);
    else onAnswer(value);
  };
  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      onSubmit={submit}
      aria-labelledby={labelId}
      sx={{ p: { xs: 1.5, sm: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <FormControl error={problem} required>
        <FormLabel id={labelId} sx={{ typography: 'h6', color: 'text.primary', mb: 0.5 }}>
          {question}
        </FormLabel>
        {hint ? (
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {hint}
          </Typography>
        ) : null}
        <RadioGroup
          row
          name={labelId}
          value={value}
          aria-labelledby={labelId}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            const next = event.target.value;
            if (isAnswer(next)) {
              setValue(next);
              setProblem(false);
            }
          }}
        >
          <FormControlLabel value="yes" control={<Radio />} label="Yes" />
          <FormControlLabel value="no" control={<Radio />} label="No" />
        </RadioGroup>
        {problem ? (
          <FormHelperText role="alert" sx={fieldErrorSx}>
            {requiredMessage}
          </FormHelperText>
        ) : null}
      </FormControl>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          pt: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button type="submit" variant="contained">
          Continue
        </Button>
      </Box>
    </Paper>
  );
}

/** The question answered, above the wizard it opened, with a way back to it. */
export function AnsweredQuestion({
  question,
  answer,
  onChange,
}: {
  question: string;
  answer: YesNoAnswer;
  onChange: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {question} <strong>{answer === 'yes' ? 'Yes' : 'No'}</strong>
      </Typography>
      <Button size="small" onClick={onChange}>
        Change answer
      </Button>
    </Box>
  );
}

export interface AskFirstProps extends Omit<YesNoQuestionProps, 'onAnswer'> {
  /** Where the answer is kept, so it survives a reload. */
  storageKey: string;
  /** What follows the answer: the wizard of the variant it decides, or a notice. */
  children: (answer: YesNoAnswer) => ReactNode;
}

/**
 * A registration page that asks one yes/no question before its form (DESIGN.md "Form
 * variants"): the question until answered, then the answer (which can be changed) and what it
 * decides.
 */
export function AskFirst({ storageKey, children, ...question }: AskFirstProps) {
  const [answer, setAnswer] = useStoredAnswer(storageKey);
  if (!answer) return <YesNoQuestion {...question} onAnswer={setAnswer} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 1, md: 1.5 } }}>
      <AnsweredQuestion
        question={question.question}
        answer={answer}
        onChange={() => setAnswer(undefined)}
      />
      {children(answer)}
    </Box>
  );
}
