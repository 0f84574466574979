import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';
import { ThemeThumb } from './theme-icons';

const Preview = styled('div')({
  display: 'grid',
  gap: 12,
  maxWidth: 280,
  padding: 16,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&.dark': { backgroundColor: '#0f172a', color: '#f8fafc' },
});
const Root = styled('span')({
  position: 'relative',
  display: 'inline-block',
  width: 52,
  height: 28,
  flexShrink: 0,
  cursor: 'pointer',
  '& .track': { position: 'absolute', inset: 0, borderRadius: 14, backgroundColor: '#64748b' },
  '&.base--checked .track': { backgroundColor: '#4338ca' },
  '&.base--focusVisible .track': { outline: '2px solid #818cf8', outlineOffset: 2 },
  '& .thumb': {
    position: 'absolute',
    top: 4,
    left: 4,
    display: 'grid',
    placeItems: 'center',
    width: 20,
    height: 20,
    borderRadius: '50%',
    backgroundColor: '#fff',
    color: '#b45309',
    transition: 'left 150ms',
  },
  '&.base--checked .thumb': { left: 28, color: '#4338ca' },
  '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
});

export default function ThemeSwitchSystem() {
  const [dark, setDark] = React.useState(false);
  return (
    <Preview className={dark ? 'dark' : undefined}>
      <label style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Switch
          checked={dark}
          onChange={(event) => setDark(event.target.checked)}
          slots={{ root: Root, thumb: ThemeThumb }}
          slotProps={{ track: { className: 'track' }, thumb: { className: 'thumb' }, input: { role: 'switch' } }}
        />
        Dark preview
      </label>
      <span>{dark ? 'Light text on a dark card.' : 'Dark text on a light card.'}</span>
    </Preview>
  );
}
