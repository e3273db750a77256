import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface CsvFilePickerProps {
  /** The chosen file's name, or undefined before one is chosen. */
  fileName: string | undefined;
  /** The file input's accessible name ("CSV file of centres"). */
  label: string;
  disabled?: boolean;
  onChoose: (file: File | undefined) => void;
}

/**
 * "Choose file" for an import (centres, population estimates): a .csv file, its name shown
 * beside the button; the same file may be chosen again after it is corrected.
 */
export function CsvFilePicker({ fileName, label, disabled, onChoose }: CsvFilePickerProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
      >
        {fileName ? 'Choose another file' : 'Choose file'}
        <input
          type="file"
          hidden
          accept=".csv,text/csv"
          aria-label={label}
          onChange={(event) => {
            onChoose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {fileName ?? 'No file chosen'}
      </Typography>
    </Box>
  );
}
