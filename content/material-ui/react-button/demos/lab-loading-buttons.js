import * as React from 'react';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import LoadingButton from '@mui/lab/LoadingButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function LabLoadingButtons() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <LoadingButton loading={loading} variant="outlined">
          Refresh
        </LoadingButton>
        <LoadingButton
          loading={loading}
          loadingIndicator="Checking…"
          variant="outlined"
        >
          Check links
        </LoadingButton>
        <LoadingButton
          loading={loading}
          loadingPosition="start"
          startIcon={<SaveIcon />}
          variant="contained"
        >
          Save
        </LoadingButton>
        <LoadingButton
          loading={loading}
          loadingPosition="end"
          endIcon={<SendIcon />}
          variant="contained"
        >
          Send
        </LoadingButton>
      </Stack>
    </Stack>
  );
}
