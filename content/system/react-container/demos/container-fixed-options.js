import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Box, Container } from '@mui/system';

export default function ContainerFixedOptions() {
  const [fixed, setFixed] = React.useState(true);
  const [gutters, setGutters] = React.useState(true);
  return (
    <div>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={fixed} onChange={(e) => setFixed(e.target.checked)} />
          }
          label="fixed"
        />
        <FormControlLabel
          control={
            <Switch
              checked={gutters}
              onChange={(e) => setGutters(e.target.checked)}
            />
          }
          label="Gutters"
        />
      </Box>
      <Box
        sx={{ bgcolor: 'action.hover', py: 2, borderRadius: 1, overflow: 'hidden' }}
      >
        <Container fixed={fixed} disableGutters={!gutters} maxWidth="md">
          <Box
            sx={{
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              p: 2,
              borderRadius: gutters ? 1 : 0,
            }}
          >
            {fixed
              ? 'Width steps at each breakpoint'
              : 'Width follows the window up to md'}
            {gutters ? ', with side padding.' : ', edge to edge.'}
          </Box>
        </Container>
      </Box>
    </div>
  );
}
