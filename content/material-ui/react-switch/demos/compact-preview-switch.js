import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function CompactPreviewSwitch() {
  const [compact, setCompact] = React.useState(false);
  const [locked, setLocked] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={compact}
              onChange={(event) => setCompact(event.target.checked)}
            />
          }
          label="Compact cards"
        />
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={locked}
              onChange={(event) => setLocked(event.target.checked)}
            />
          }
          label="Lock layout"
        />
        <FormControlLabel
          control={<Switch disabled />}
          label="Sync (needs an account)"
        />
      </Stack>
      <Paper variant="outlined" sx={{ p: compact ? 1 : 3 }}>
        <Typography variant={compact ? 'body2' : 'h6'} component="p">
          Quarterly report
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {locked
            ? 'Layout locked: cards cannot be moved.'
            : 'Drag cards to rearrange them.'}
        </Typography>
      </Paper>
    </Stack>
  );
}
