import * as React from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const WIDTH = 200;

export default function PersistentFiltersDrawer() {
  const [open, setOpen] = React.useState(true);

  return (
    <Box
      sx={{
        display: 'flex',
        position: 'relative',
        height: 260,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {/* Persistent: no backdrop; the content beside it narrows while it is open. */}
      <Drawer
        variant="persistent"
        anchor="left"
        open={open}
        sx={{
          width: open ? WIDTH : 0,
          flexShrink: 0,
          transition: (t) => t.transitions.create('width'),
          '& .MuiDrawer-paper': { width: WIDTH, position: 'absolute' },
        }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
          }}
        >
          <Typography variant="subtitle2" component="h2">
            Filters
          </Typography>
          <IconButton aria-label="Hide filters" onClick={() => setOpen(false)}>
            <ChevronLeftIcon />
          </IconButton>
        </Stack>
        <Divider />
        <FormGroup sx={{ px: 2 }}>
          <FormControlLabel control={<Checkbox defaultChecked />} label="In stock" />
          <FormControlLabel control={<Checkbox />} label="On sale" />
        </FormGroup>
      </Drawer>
      <Box component="section" sx={{ flex: 1, p: 2 }}>
        {!open ? (
          <IconButton aria-label="Show filters" onClick={() => setOpen(true)}>
            <FilterListIcon />
          </IconButton>
        ) : null}
        <Typography>Products: 48 results.</Typography>
      </Box>
    </Box>
  );
}
