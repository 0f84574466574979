import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const HEX = /^#[0-9a-f]{6}$/i;

// Labels in a project tracker get user-chosen colors, which cannot be in the theme in advance.
// augmentColor derives light, dark and contrastText for each at run time.
export default function PaletteAugmentColor() {
  const theme = useTheme();
  const [labels, setLabels] = React.useState([
    { name: 'Design', main: '#7b1fa2' },
    { name: 'Backend', main: '#00796b' },
  ]);
  const [name, setName] = React.useState('Docs');
  const [main, setMain] = React.useState('#ffb300');
  const valid = HEX.test(main) && name.trim() !== '';

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {labels.map((label) => {
          const color = theme.palette.augmentColor({
            color: { main: label.main },
            name: label.name,
          });
          return (
            <Chip
              key={label.name}
              label={label.name}
              sx={{
                bgcolor: color.main,
                color: color.contrastText,
                fontWeight: 600,
                '&:hover': { bgcolor: color.dark },
              }}
              onDelete={() =>
                setLabels((current) => current.filter((l) => l.name !== label.name))
              }
            />
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          id="augment-color-name"
          label="Label"
          size="small"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          id="augment-color-main"
          label="Main color (hex)"
          size="small"
          value={main}
          error={!HEX.test(main)}
          onChange={(e) => setMain(e.target.value)}
        />
        <Button
          variant="outlined"
          disabled={!valid}
          onClick={() => {
            setLabels((current) => [
              ...current.filter((l) => l.name !== name.trim()),
              { name: name.trim(), main },
            ]);
          }}
        >
          Add
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Chip text uses the computed contrastText; hover shows the computed dark
        shade.
      </Typography>
    </Stack>
  );
}
