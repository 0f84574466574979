import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import TuneRounded from '@mui/icons-material/TuneRounded';

const amenities = ['Wi-Fi', 'Kitchen', 'Parking', 'Pets allowed'];

export default function FiltersDrawer() {
  const [open, setOpen] = React.useState(false);
  const [draft, setDraft] = React.useState([]);
  const [applied, setApplied] = React.useState([]);

  const toggle = (name) =>
    setDraft((current) =>
      current.includes(name)
        ? current.filter((n) => n !== name)
        : [...current, name],
    );

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startDecorator={<TuneRounded />}
        onClick={() => {
          setDraft(applied);
          setOpen(true);
        }}
      >
        Filters {applied.length > 0 && `(${applied.length})`}
      </Button>
      <Typography level="body-sm">
        {applied.length
          ? `Showing stays with ${applied.join(', ')}.`
          : 'Showing all stays.'}
      </Typography>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          content: {
            sx: { bgcolor: 'transparent', p: { md: 2 }, boxShadow: 'none' },
          },
        }}
      >
        <Sheet
          sx={{
            borderRadius: 'md',
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            height: '100%',
          }}
        >
          <DialogTitle>Filters</DialogTitle>
          <ModalClose aria-label="Close filters" />
          <Stack spacing={1.5} sx={{ flex: 1 }}>
            {amenities.map((name) => (
              <Checkbox
                key={name}
                label={name}
                checked={draft.includes(name)}
                onChange={() => toggle(name)}
              />
            ))}
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between' }}
          >
            <Button variant="plain" color="neutral" onClick={() => setDraft([])}>
              Clear
            </Button>
            <Button
              onClick={() => {
                setApplied(draft);
                setOpen(false);
              }}
            >
              Show results
            </Button>
          </Stack>
        </Sheet>
      </Drawer>
    </Stack>
  );
}
