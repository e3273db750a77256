import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import CameraAltOutlinedIcon from '@mui/icons-material/CameraAltOutlined';
import PhotoCameraFrontOutlinedIcon from '@mui/icons-material/PhotoCameraFrontOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { errorText, fieldErrorSx } from './field-error';
import {
  base64PreviewSrc,
  FILE_MESSAGES,
  IMAGE_ACCEPT,
  prepareFile,
  previewOf,
  rememberPreview,
  uploadDocument,
} from './files';

export interface FaceCaptureProps {
  name: string;
  label: string;
  required?: boolean;
}

/**
 * A photograph of the face: taken with the camera (getUserMedia, then "Capture") or uploaded
 * (JPEG/PNG). Compressed like any image, stored with POST /api/documents (kind `face`); the form
 * keeps the stored key.
 */
export function FaceCapture({ name, label, required }: FaceCaptureProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const inputId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const key = typeof field.value === 'string' && field.value ? field.value : undefined;
  const shown = preview ?? previewOf(key);
  const message = problem ?? errorText(fieldState.error);

  const stopCamera = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setCameraOn(false);
  };
  useEffect(() => stopCamera, []);

  const startCamera = async () => {
    setProblem(undefined);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('This device has no camera available. Upload a photo instead.');
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 800 }, height: { ideal: 800 } },
        audio: false,
      });
      streamRef.current = stream;
      setCameraOn(true);
      // The video element renders with the camera on.
      requestAnimationFrame(() => {
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          void videoRef.current.play().catch(() => undefined);
        }
      });
    } catch {
      setProblem('The camera could not be opened. Allow camera access or upload a photo.');
    }
  };

  const store = async (file: File) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const prepared = await prepareFile(file, true);
      const stored = await uploadDocument({
        kind: 'face',
        fileName: file.name.slice(0, 200),
        mimeType: prepared.mimeType,
        data: prepared.data,
      });
      const src = base64PreviewSrc(prepared.data, prepared.mimeType);
      rememberPreview(stored.key, src);
      setPreview(src);
      field.onChange(stored.key);
    } catch (error) {
      const text =
        error instanceof Error && error.message ? error.message : FILE_MESSAGES.compression;
      setProblem(text);
      if (text === FILE_MESSAGES.compression) toast.error(text);
    } finally {
      setBusy(false);
    }
  };

  const capture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    canvas.toBlob(
      (blob) => {
        stopCamera();
        if (blob) void store(new File([blob], 'face.jpg', { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.9,
    );
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void store(file);
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
      <Typography variant="subtitle2" component="label" htmlFor={inputId}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      {cameraOn ? (
        <Box
          component="video"
          ref={videoRef}
          autoPlay
          playsInline
          muted
          aria-label="Camera preview"
          sx={{ width: '100%', maxWidth: 320, borderRadius: 1, bgcolor: 'common.black' }}
        />
      ) : shown ? (
        <Box
          component="img"
          src={shown}
          alt={`${label} preview`}
          sx={{
            width: 120,
            height: 120,
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : key ? (
        <Typography variant="body2">Photo captured</Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {cameraOn ? (
          <>
            <Button
              variant="contained"
              size="small"
              startIcon={<CameraAltOutlinedIcon />}
              onClick={capture}
            >
              Capture
            </Button>
            <Button size="small" onClick={stopCamera}>
              Cancel
            </Button>
          </>
        ) : (
          <Button
            variant="outlined"
            size="small"
            startIcon={busy ? <CircularProgress size={16} /> : <PhotoCameraFrontOutlinedIcon />}
            onClick={() => void startCamera()}
            disabled={busy}
          >
            {key ? 'Retake with camera' : 'Use camera'}
          </Button>
        )}
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={busy}
        >
          Upload photo
          <input
            id={inputId}
            ref={field.ref}
            type="file"
            hidden
            accept={IMAGE_ACCEPT}
            onChange={onFile}
            aria-label={`${label}: upload photo`}
          />
        </Button>
      </Box>
      {message && (
        <FormHelperText error sx={fieldErrorSx} role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
