import { Box, Grid } from '@mui/system';

const products = [
  'Kettle',
  'Toaster',
  'Blender',
  'Mixer',
  'Grinder',
  'Juicer',
  'Scale',
  'Timer',
];

// columns and spacing take breakpoint objects too: 4 columns and tight gaps on phones,
// 12 columns and wider gaps on larger screens. Each item spans 2 columns at every width.
export default function GridResponsiveValues() {
  return (
    <Grid
      container
      columns={{ xs: 4, sm: 8, md: 12 }}
      spacing={{ xs: 1, md: 3 }}
      role="list"
      aria-label="Products"
    >
      {products.map((product) => (
        <Grid key={product} size={2} role="listitem">
          <Box
            sx={{
              p: 1.5,
              textAlign: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {product}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
