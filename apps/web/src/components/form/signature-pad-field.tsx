import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import SignaturePad from 'signature_pad';
import { useEffect, useId, useRef, useState } from 'react';
import { base64PreviewSrc, previewOf } from './files';
import { StoredFilePanel, useStoredFileField } from './stored-file-field';

export interface SignaturePadFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** What to do without a pointer (another way to sign), said with the instructions. */
  withoutPointer?: string;
}

/**
 * The informant's signature, drawn with a finger, pen or mouse (signature_pad) with Clear and
 * Undo; "Save signature" stores it as PNG (POST /api/documents, kind `signature`) and the form
 * keeps the stored key. The pad takes a pointer only: it is an image named with its
 * instructions (out of the tab order), and `withoutPointer` says which other way to sign.
 */
export function SignaturePadField({
  name,
  label,
  required,
  withoutPointer,
}: SignaturePadFieldProps) {
  const { field, busy, preview, setProblem, message, store, storeDocument } =
    useStoredFileField(name);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const key = typeof field.value === 'string' && field.value ? field.value : undefined;
  const [editing, setEditing] = useState(!key);
  const shown = preview ?? previewOf(key);
  const instructionsId = useId();

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
    const saved = await store(async () => {
      const dataUrl = pad.toDataURL('image/png');
      const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
      const stored = await storeDocument({
        kind: 'signature',
        fileName: 'signature.png',
        mimeType: 'image/png',
        data,
      });
      return { key: stored.key, value: stored.key, preview: base64PreviewSrc(data, 'image/png') };
    }, 'The signature could not be saved.');
    if (saved) setEditing(false);
  };

  return (
    <StoredFilePanel label={label} required={required} message={message}>
      {editing ? (
        <>
          <Typography id={instructionsId} variant="body2" color="text.secondary">
            Draw the signature in the box with a finger, pen or mouse, then choose Save signature.
            {withoutPointer ? ` ${withoutPointer}` : ''}
          </Typography>
          <Box
            component="canvas"
            ref={canvasRef}
            role="img"
            aria-label={`${label}: draw here`}
            aria-describedby={instructionsId}
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
              ref={field.ref}
              size="small"
              variant="contained"
              aria-describedby={instructionsId}
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
          <Button ref={field.ref} size="small" onClick={() => setEditing(true)}>
            Sign again
          </Button>
        </Box>
      )}
      <input type="hidden" name={field.name} value={key ?? ''} />
    </StoredFilePanel>
  );
}
