import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { typeFromKey, useDocumentUrl } from '../../api/get-document';

export interface StoredFileProps {
  /** The blob store key (the record's `url`). */
  fileKey: string;
  label: string;
  mimeType?: string;
  /** Image height in pixels. */
  height?: number;
}

/** A stored file fetched with the token: an image thumbnail, or a link for a PDF. */
export function StoredFile({ fileKey, label, mimeType, height = 140 }: StoredFileProps) {
  const file = useDocumentUrl(fileKey);
  const type = file.type || mimeType || typeFromKey(fileKey) || '';
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {file.isPending ? (
        <Skeleton
          variant="rounded"
          width={height}
          height={height}
          aria-label={`Loading ${label}`}
        />
      ) : file.isError || !file.url ? (
        <Typography variant="body2" color="error">
          {label}: the file could not be loaded.
        </Typography>
      ) : type.startsWith('image/') ? (
        <Link href={file.url} target="_blank" rel="noopener" aria-label={`Open ${label}`}>
          <Box
            component="img"
            src={file.url}
            alt={label}
            sx={{
              height,
              maxWidth: '100%',
              objectFit: 'contain',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'grey.50',
              display: 'block',
            }}
          />
        </Link>
      ) : (
        <Link
          href={file.url}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
        >
          <DescriptionIcon fontSize="small" /> Open {label} (PDF)
        </Link>
      )}
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
