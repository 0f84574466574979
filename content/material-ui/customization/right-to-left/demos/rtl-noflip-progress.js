import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Created on first use, in the browser, like the sign-up form's cache above (its own key).
let rtlCache;
const getRtlCache = () =>
  (rtlCache ??= createCache({
    key: 'muirtlnf',
    stylisPlugins: [prefixer, rtlPlugin],
  }));

const Track = styled('div')(({ theme }) => ({
  position: 'relative',
  height: 10,
  borderRadius: 5,
  overflow: 'hidden',
  backgroundColor: (theme.vars || theme).palette.action.selected,
}));

// Flipped in RTL: `left` becomes `right`, so the bar fills from the reading start.
const FlippedFill = styled('div')`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  width: 65%;
  background-color: ${({ theme }) => (theme.vars || theme).palette.primary.main};
`;

// Kept as written: a timeline of a video always runs left to right.
const FixedFill = styled('div')`
  position: absolute;
  top: 0;
  bottom: 0;
  /* @noflip */
  left: 0;
  width: 65%;
  background-color: ${({ theme }) => (theme.vars || theme).palette.secondary.main};
`;

export default function RtlNoflipProgress() {
  const [rtl, setRtl] = React.useState(false);
  const content = (
    <Paper variant="outlined" dir={rtl ? 'rtl' : 'ltr'} sx={{ p: 2, maxWidth: 380 }}>
      <Stack spacing={1.5}>
        <Typography variant="body2">
          Upload progress (follows the direction)
        </Typography>
        <Track>
          <FlippedFill />
        </Track>
        <Typography variant="body2">
          Video timeline (@noflip: always from the left)
        </Typography>
        <Track>
          <FixedFill />
        </Track>
      </Stack>
    </Paper>
  );

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch checked={rtl} onChange={(event) => setRtl(event.target.checked)} />
        }
        label="Right to left"
      />
      {/* Off at first, so server and browser render the same markup; the cache is made on demand. */}
      {rtl ? (
        <CacheProvider value={getRtlCache()}>{content}</CacheProvider>
      ) : (
        content
      )}
    </Stack>
  );
}
