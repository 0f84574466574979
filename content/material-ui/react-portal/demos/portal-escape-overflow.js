import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function PortalEscapeOverflow() {
  const [portal, setPortal] = React.useState(true);
  const anchorRef = React.useRef(null);
  const [spot, setSpot] = React.useState(null);

  // Page coordinates of the clipped box, measured after render (and on resize) for the portalled copy.
  React.useEffect(() => {
    const measure = () => {
      const rect = anchorRef.current?.getBoundingClientRect();
      if (rect)
        setSpot({
          top: rect.bottom + window.scrollY - 20,
          left: rect.left + window.scrollX + 40,
        });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [portal]);

  const badge = (
    <Paper
      elevation={6}
      sx={{
        p: 1,
        width: 200,
        zIndex: 1,
        ...(portal && spot
          ? { position: 'absolute', ...spot }
          : { position: 'relative', top: 24, left: 40 }),
      }}
    >
      <Typography variant="body2">New: dark mode is here.</Typography>
    </Paper>
  );

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={portal}
            onChange={(event) => setPortal(event.target.checked)}
          />
        }
        label="Render in a portal"
      />
      <Box
        ref={anchorRef}
        sx={{
          height: 60,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1,
        }}
      >
        <Typography variant="caption">A box with overflow: hidden</Typography>
        <Portal disablePortal={!portal}>{badge}</Portal>
      </Box>
      <Box sx={{ height: 60 }} />
    </div>
  );
}
