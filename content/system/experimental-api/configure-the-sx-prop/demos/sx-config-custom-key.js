import * as React from 'react';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Box } from '@mui/system';

// A new sx key, `size`, reading a new theme section. Both live only in this demo's theme.
const options = {
  // createTheme keeps unknown keys, so the sizes become theme.avatarSizes.
  avatarSizes: { small: 32, medium: 48, large: 72 },
  unstable_sxConfig: {
    size: {
      themeKey: 'avatarSizes',
      style: (props) => {
        const value = props.size && props.theme?.avatarSizes?.[props.size];
        return value ? { width: value, height: value } : null;
      },
    },
  },
};
const theme = createTheme(options);

const people = [
  { name: 'Ada', size: 'small' },
  { name: 'Grace', size: 'medium' },
  { name: 'Linus', size: 'large' },
];

export default function SxConfigCustomKey() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <ThemeProvider theme={theme}>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2 }}>
          {people.map((person) => (
            <Box key={person.name} sx={{ textAlign: 'center' }}>
              <Box
                aria-hidden="true"
                sx={{
                  size: person.size,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {person.name[0]}
              </Box>
              <Box sx={{ mt: 0.5, typography: 'caption' }}>
                {person.name}: size &apos;{person.size}&apos;
              </Box>
            </Box>
          ))}
        </Box>
      </ThemeProvider>
    </Paper>
  );
}
