import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';

// Visually hidden, still reachable: the label (the button) opens the file picker.
const HiddenInput = styled('input')({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
});

export default function LinkAndUpload() {
  const [files, setFiles] = React.useState([]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        component="a"
        href="/joy-ui/getting-started/installation/"
        variant="outlined"
        endDecorator={<OpenInNew />}
      >
        Read the install guide
      </Button>
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="soft"
        startDecorator={<CloudUpload />}
      >
        Upload receipts
        <HiddenInput
          type="file"
          multiple
          onChange={(e) => setFiles(Array.from(e.target.files ?? [], (f) => f.name))}
        />
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {files.length ? `Selected: ${files.join(', ')}` : 'No file selected.'}
      </Typography>
    </Stack>
  );
}
