import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import { extendTheme } from '@mui/joy/styles';

// The default theme, built by the installed @mui/joy: the values below are read, not typed.
const palette = extendTheme().colorSchemes.light.palette;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'];
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'];

export default function ShadeTable() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Default shades"
      sx={{ overflowX: 'auto', borderRadius: 'sm' }}
    >
      <Table size="sm" sx={{ minWidth: 640 }}>
        <caption>
          Shades of the default palette (identical in the light and dark schemes)
        </caption>
        <thead>
          <tr>
            <th scope="col">Shade</th>
            {colors.map((color) => (
              <th key={color} scope="col">
                {color}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shades.map((shade) => (
            <tr key={shade}>
              <th scope="row">{shade}</th>
              {colors.map((color) => {
                const value = palette[color][shade];
                return (
                  <td key={color}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Box
                        sx={{
                          width: 20,
                          height: 20,
                          flexShrink: 0,
                          borderRadius: 'xs',
                          bgcolor: value,
                          boxShadow: 'inset 0 0 0 1px rgba(0 0 0 / 0.15)',
                        }}
                      />
                      <code>{value}</code>
                    </Box>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
