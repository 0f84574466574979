import '@mui/material/styles';

// The site theme is built with CSS variables (createSiteTheme); this tells MUI's types so, which
// also types the provider's CSS-variable props (disableStyleSheetGeneration).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
