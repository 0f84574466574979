import * as React from 'react';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AvatarUploadButton() {
  const inputRef = React.useRef(null);
  const [files, setFiles] = React.useState([]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {/* The button opens the file picker of a hidden input: one control for keyboards and screen readers. */}
      <Button
        variant="contained"
        startIcon={<CloudUploadIcon />}
        onClick={() => inputRef.current?.click()}
      >
        Upload photos
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) =>
          setFiles(Array.from(event.target.files ?? [], (file) => file.name))
        }
      />
      <Typography variant="body2" role="status">
        {files.length === 0 ? 'No file chosen' : files.join(', ')}
      </Typography>
    </Stack>
  );
}
