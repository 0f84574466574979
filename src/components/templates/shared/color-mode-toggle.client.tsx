'use client';
import DarkIcon from '@mui/icons-material/DarkModeOutlined';
import LightIcon from '@mui/icons-material/LightModeOutlined';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useSiteColorScheme } from '@/components/theme/color-scheme-store';
import { useHydrated } from './use-hydrated';

/**
 * A template's own light/dark switch. It drives the site's colour scheme (same storage key), so
 * a reader's choice carries between the docs and the templates. Both icons are rendered and CSS
 * picks one from the class on <html>, and the label waits for hydration: the stored mode is only
 * known in the browser, so nothing that differs from the server render appears before then.
 */
export function ColorModeToggle(props: Omit<IconButtonProps, 'onClick'>) {
  const { mode, systemMode, setMode } = useSiteColorScheme();
  const hydrated = useHydrated();
  const resolved = (mode === 'system' ? systemMode : mode) ?? 'light';
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      size="small"
      {...props}
      aria-label={hydrated ? `Switch to ${next} mode` : 'Switch colour mode'}
      onClick={() => setMode(next)}
      data-testid="template-mode-toggle"
      sx={[
        (theme) => ({
          border: '1px solid',
          borderColor: 'divider',
          '& .icon-to-light': { display: 'none' },
          ...theme.applyStyles('dark', {
            '& .icon-to-light': { display: 'inline-block' },
            '& .icon-to-dark': { display: 'none' },
          }),
        }),
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      <DarkIcon fontSize="small" className="icon-to-dark" />
      <LightIcon fontSize="small" className="icon-to-light" />
    </IconButton>
  );
}
