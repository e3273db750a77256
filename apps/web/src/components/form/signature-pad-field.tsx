import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import SignaturePad from 'signature_pad';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { errorText, fieldErrorSx } from './field-error';
import { base64PreviewSrc, previewOf, rememberPreview, uploadDocument } from './files';

export interface SignaturePadFieldProps {
  name: string;
  label: string;
  required?: boolean;
}

/**
 * The informant's signature, drawn with a finger, pen or mouse (signature_pad) with Clear and
 * Undo; "Save signature" stores it as PNG (POST /api/documents, kind `signature`) and the form
 * keeps the stored key.
 */
export function SignaturePadField({ name, label, required }: SignaturePadFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const key = typeof field.value === 'string' && field.value ? field.value : undefined;
  const [editing, setEditing] = useState(!key);
  const shown = preview ?? previewOf(key);
  const message = problem ?? errorText(fieldState.error);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!editing || !canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#10243e', backgroundColor: '#ffffff' });
    padRef.current = pad;
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    resize();
    const onEnd = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);
    window.addEventListener('resize', resize);
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      window.removeEventListener('resize', resize);
      pad.off();
      padRef.current = null;
    };
  }, [editing]);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
  };
  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData();
    data.pop();
    pad.fromData(data);
    setEmpty(pad.isEmpty());
  };
  const save = async () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      setProblem('Draw the signature first.');
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const dataUrl = pad.toDataURL('image/png');
      const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
      const stored = await uploadDocument({
        kind: 'signature',
        fileName: 'signature.png',
        mimeType: 'image/png',
        data,
      });
      const src = base64PreviewSrc(data, 'image/png');
      rememberPreview(stored.key, src);
      setPreview(src);
      field.onChange(stored.key);
      setEditing(false);
    } catch (error) {
      setProblem(
        error instanceof Error && error.message
          ? error.message
          : 'The signature could not be saved.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: message ? 'error.main' : 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="subtitle2">
        {label}
        {required ? ' *' : ''}
      </Typography>
      {editing ? (
        <>
          <Box
            component="canvas"
            ref={canvasRef}
            aria-label={`${label}: draw here`}
            tabIndex={0}
            sx={{
              width: '100%',
              maxWidth: 480,
              height: 160,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#fff',
              touchAction: 'none',
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={undo} disabled={empty || busy}>
              Undo
            </Button>
            <Button size="small" onClick={clear} disabled={empty || busy}>
              Clear
            </Button>
            <Button
              size="small"
              variant="contained"
              onClick={() => void save()}
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} /> : undefined}
            >
              Save signature
            </Button>
            {key && (
              <Button size="small" onClick={() => setEditing(false)} disabled={busy}>
                Keep saved signature
              </Button>
            )}
          </Box>
        </>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={`${label} (saved)`}
              sx={{
                width: 240,
                maxWidth: '100%',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
          ) : (
            <Typography variant="body2">Signature saved</Typography>
          )}
          <Button size="small" onClick={() => setEditing(true)}>
            Sign again
          </Button>
        </Box>
      )}
      <input ref={field.ref} type="hidden" name={field.name} value={key ?? ''} />
      {message && (
        <FormHelperText error sx={fieldErrorSx} role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
