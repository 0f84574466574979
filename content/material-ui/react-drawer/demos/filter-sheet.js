import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

const options = ['In stock', 'Free shipping', 'On sale', 'Four stars and up'];

export default function FilterSheet() {
  const [open, setOpen] = React.useState(false);
  const [chosen, setChosen] = React.useState([]);

  const toggle = (option) =>
    setChosen((current) =>
      current.includes(option)
        ? current.filter((o) => o !== option)
        : [...current, option],
    );

  return (
    <div>
      <Button variant="contained" aria-expanded={open} onClick={() => setOpen(true)}>
        Filters{chosen.length > 0 ? ` (${chosen.length})` : ''}
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        <Box sx={{ p: 2 }} role="group" aria-labelledby="filter-sheet-title">
          <Typography id="filter-sheet-title" variant="h6" component="h2">
            Filter products
          </Typography>
          <FormGroup>
            {options.map((option) => (
              <FormControlLabel
                key={option}
                label={option}
                control={
                  <Checkbox
                    checked={chosen.includes(option)}
                    onChange={() => toggle(option)}
                  />
                }
              />
            ))}
          </FormGroup>
          <Button sx={{ mt: 1 }} onClick={() => setOpen(false)}>
            Show results
          </Button>
        </Box>
      </SwipeableDrawer>
    </div>
  );
}
