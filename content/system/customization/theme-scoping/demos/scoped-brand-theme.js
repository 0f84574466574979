import * as React from 'react';
import {
  Box,
  ThemeProvider,
  createStyled,
  createTheme,
  useTheme,
} from '@mui/system';

const ACME = 'acme';
// The app's own theme; the Acme design system gets its theme under the `acme` key beside it.
const appTheme = createTheme({ shape: { borderRadius: 8 } });
const brands = {
  forest: createTheme({
    palette: { primary: { main: '#0b5d3b', contrastText: '#fff' } },
    shape: { borderRadius: 16 },
  }),
  ocean: createTheme({
    palette: { primary: { main: '#1d4ed8', contrastText: '#fff' } },
    shape: { borderRadius: 4 },
  }),
};

// Components of the Acme design system read theme.acme when it exists, the whole theme otherwise.
const acmeStyled = createStyled({ themeId: ACME, defaultTheme: brands.forest });

const AcmeButton = acmeStyled('button')(({ theme }) => ({
  padding: theme.spacing(1, 2),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
}));

function RadiusReadout() {
  const theme = useTheme();
  return (
    <Box component="p" sx={{ m: 0 }}>
      App theme radius: {String(theme.shape.borderRadius)}px · Acme theme radius:{' '}
      {String(theme[ACME]?.shape.borderRadius)}px
    </Box>
  );
}

export default function ScopedBrandTheme() {
  const [brand, setBrand] = React.useState('forest');
  return (
    <ThemeProvider theme={appTheme}>
      <ThemeProvider themeId={ACME} theme={brands[brand]}>
        {/* Box has no themeId: its sx still reads the outer theme's spacing and shape. */}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            p: 2,
            border: '1px solid',
            borderRadius: 1,
            maxWidth: 420,
          }}
        >
          <fieldset
            style={{ border: 0, margin: 0, padding: 0, display: 'flex', gap: 16 }}
          >
            <legend style={{ marginBottom: 8 }}>Acme brand</legend>
            {Object.keys(brands).map((key) => (
              <label key={key}>
                <input
                  type="radio"
                  name="scoped-brand"
                  checked={brand === key}
                  onChange={() => setBrand(key)}
                />{' '}
                {key}
              </label>
            ))}
          </fieldset>
          <RadiusReadout />
          <div style={{ display: 'flex', gap: 8 }}>
            <AcmeButton type="button">Start trial</AcmeButton>
            <AcmeButton type="button">Compare plans</AcmeButton>
          </div>
        </Box>
      </ThemeProvider>
    </ThemeProvider>
  );
}
