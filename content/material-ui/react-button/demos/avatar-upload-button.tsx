import * as React from 'react';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Hidden from sight but not from the file dialog or assistive technology.
const HiddenInput = styled('input')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export default function AvatarUploadButton() {
  const [files, setFiles] = React.useState<string[]>([]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {/* A label wrapping a hidden input: clicking the button opens the file picker. */}
      <Button component="label" variant="contained" startIcon={<CloudUploadIcon />}>
        Upload photos
        <HiddenInput
          type="file"
          accept="image/*"
          multiple
          onChange={(event) => setFiles(Array.from(event.target.files ?? [], (file) => file.name))}
        />
      </Button>
      <Typography variant="body2" role="status">
        {files.length === 0 ? 'No file chosen' : files.join(', ')}
      </Typography>
    </Stack>
  );
}
