import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CameraAltOutlinedIcon from '@mui/icons-material/CameraAltOutlined';
import PhotoCameraFrontOutlinedIcon from '@mui/icons-material/PhotoCameraFrontOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { base64PreviewSrc, IMAGE_ACCEPT, prepareFile, previewOf } from './files';
import { StoredFilePanel, useStoredFileField } from './stored-file-field';

export interface FaceCaptureProps {
  name: string;
  label: string;
  required?: boolean;
}

/**
 * A photograph of the face: taken with the camera (getUserMedia, then "Capture") or uploaded
 * (JPEG/PNG; "Upload photo" is a real button, so the keyboard opens the file chooser). Compressed like any image, stored with POST /api/documents (kind `face`); the form
 * keeps the stored key.
 */
export function FaceCapture({ name, label, required }: FaceCaptureProps) {
  const { field, busy, preview, setProblem, message, store, storeDocument } =
    useStoredFileField(name);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const key = typeof field.value === 'string' && field.value ? field.value : undefined;
  const shown = preview ?? previewOf(key);

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

  const storeFace = (file: File) =>
    store(async () => {
      const prepared = await prepareFile(file, true);
      const stored = await storeDocument({
        kind: 'face',
        fileName: file.name.slice(0, 200),
        mimeType: prepared.mimeType,
        data: prepared.data,
      });
      return {
        key: stored.key,
        value: stored.key,
        preview: base64PreviewSrc(prepared.data, prepared.mimeType),
      };
    });

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
        if (blob) void storeFace(new File([blob], 'face.jpg', { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.9,
    );
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void storeFace(file);
  };

  return (
    <StoredFilePanel label={label} required={required} htmlFor={inputId} message={message}>
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
          ref={field.ref}
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          Upload photo
        </Button>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          hidden
          accept={IMAGE_ACCEPT}
          onChange={onFile}
          aria-label={`${label}: upload photo`}
        />
      </Box>
    </StoredFilePanel>
  );
}
