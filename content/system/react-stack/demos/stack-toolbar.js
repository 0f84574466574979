import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Stack } from '@mui/system';

export default function StackToolbar() {
  const [saved, setSaved] = React.useState(false);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      divider={
        <Divider
          orientation="vertical"
          flexItem
          sx={{ display: { xs: 'none', sm: 'block' } }}
        />
      }
      sx={{
        alignItems: { sm: 'center' },
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>Draft: Quarterly letter</Typography>
      <Typography variant="body2" color="text.secondary">
        {saved ? 'All changes saved' : 'Unsaved changes'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
        <Button size="small" onClick={() => setSaved(false)}>
          Discard
        </Button>
        <Button size="small" variant="contained" onClick={() => setSaved(true)}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
