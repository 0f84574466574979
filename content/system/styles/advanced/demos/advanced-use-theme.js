import { Box, useTheme } from '@mui/system';

// useTheme() returns the theme in a function component: read tokens to render, not only to style.
export default function AdvancedUseTheme() {
  const theme = useTheme();
  const names = ['primary', 'secondary', 'error', 'success'];
  return (
    <Box
      component="ul"
      aria-label="Palette in use"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {names.map((name) => (
        <Box
          component="li"
          key={name}
          sx={{ display: 'grid', gap: 0.5, minWidth: 120 }}
        >
          <Box sx={{ height: 40, borderRadius: 1, bgcolor: `${name}.main` }} />
          <span>{name}</span>
          <Box component="code" sx={{ fontSize: 12 }}>
            {theme.palette[name].main}
          </Box>
        </Box>
      ))}
      <Box component="li" sx={{ alignSelf: 'end' }}>
        spacing(2) = <code>{theme.spacing(2)}</code>
      </Box>
    </Box>
  );
}
