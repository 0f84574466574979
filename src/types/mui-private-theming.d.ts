// The context behind @mui/private-theming's useTheme. The package ships the module without
// types; SteadyThemeContexts re-provides it (see steady-theme-contexts.client.tsx).
declare module '@mui/private-theming/useTheme/ThemeContext' {
  import type { Context } from 'react';
  const ThemeContext: Context<object | null>;
  export default ThemeContext;
}
