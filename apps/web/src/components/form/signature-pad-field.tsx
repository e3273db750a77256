import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import SignaturePad from 'signature_pad';
import { useEffect, useId, useRef, useState } from 'react';
import { useBeforeStepLeaves } from '@/components/wizard/step-leave';
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
 * Undo. What is drawn is stored as PNG (POST /api/documents, kind `signature`, or on the device
 * offline) when the wizard leaves the step, and the form keeps the stored key: no separate save.
 * The pad takes a pointer only: it is an image named with its instructions (out of the tab
 * order), and `withoutPointer` says which other way to sign.
 */
export function SignaturePadField({
  name,
  label,
  required,
  withoutPointer,
}: SignaturePadFieldProps) {
  const { field, busy, preview, message, store, storeDocument } = useStoredFileField(name);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  /** Drawn (or undone) since the signature was last stored. */
  const changed = useRef(false);
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
    const onEnd = () => {
      changed.current = true;
      setEmpty(pad.isEmpty());
    };
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
    changed.current = false;
    setEmpty(true);
  };
  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData();
    data.pop();
    pad.fromData(data);
    changed.current = true;
    setEmpty(pad.isEmpty());
  };
  /** Stores what is drawn as the step is left; nothing drawn keeps the signature stored before. */
  useBeforeStepLeaves(async () => {
    const pad = padRef.current;
    if (!editing || !pad || pad.isEmpty() || !changed.current) return;
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
    if (saved) {
      changed.current = false;
      setEditing(false);
    }
  });

  return (
    <StoredFilePanel label={label} required={required} message={message}>
      {editing ? (
        <>
          {/* A problem's link leads here: the instructions are read out. */}
          <Typography
            ref={field.ref}
            id={instructionsId}
            tabIndex={-1}
            variant="body2"
            color="text.secondary"
          >
            Draw the signature in the box with a finger, pen or mouse. It is kept when you go on to
            the next step.
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
            {busy ? <CircularProgress size={16} aria-label="Keeping the signature" /> : null}
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
