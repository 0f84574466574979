import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { extendTheme } from '@mui/joy/styles';

// Read from the default theme of the installed @mui/joy, not typed by hand.
const { radius, shadow } = extendTheme();

function Tile({ label, value, sx }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center' }}
    >
      <Sheet variant="outlined" sx={{ width: 72, height: 72, ...sx }} />
      <Typography level="title-sm">{label}</Typography>
      <Typography level="body-xs">{value}</Typography>
    </Box>
  );
}

export default function ShapeScales() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <section aria-label="Radius scale">
        <Typography level="title-md" sx={{ mb: 1 }}>
          radius
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          {Object.entries(radius).map(([key, value]) => (
            <Tile key={key} label={key} value={value} sx={{ borderRadius: value }} />
          ))}
        </Box>
      </section>
      <section aria-label="Shadow scale">
        <Typography level="title-md" sx={{ mb: 1 }}>
          shadow
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          {Object.keys(shadow).map((key) => (
            <Tile
              key={key}
              label={key}
              value={`--joy-shadow-${key}`}
              sx={{ boxShadow: key, borderRadius: 'sm' }}
            />
          ))}
        </Box>
      </section>
    </Box>
  );
}
