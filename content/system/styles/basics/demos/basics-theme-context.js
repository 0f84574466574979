import { styled, ThemeProvider, createTheme } from '@mui/system';

// Style functions read the theme from the nearest ThemeProvider.
const brandTheme = createTheme({
  spacing: 4,
  shape: { borderRadius: 16 },
  palette: { primary: { main: '#0b5d3b', contrastText: '#ffffff' } },
});

const Promo = styled('aside')(({ theme }) => ({
  padding: theme.spacing(4, 5),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
}));

export default function BasicsThemeContext() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Promo aria-label="Site theme">
        Free shipping on orders over 50 EUR (site theme).
      </Promo>
      <ThemeProvider theme={brandTheme}>
        <Promo aria-label="Brand theme">
          Free shipping on orders over 50 EUR (brand theme).
        </Promo>
      </ThemeProvider>
    </div>
  );
}
