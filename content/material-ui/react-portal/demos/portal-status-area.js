import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function PortalStatusArea() {
  const statusRef = React.useRef(null);
  const [saved, setSaved] = React.useState(0);

  return (
    <Box>
      <Box
        ref={statusRef}
        role="status"
        sx={{ minHeight: 32, mb: 2, px: 1, borderBottom: 1, borderColor: 'divider' }}
      />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
        <Typography variant="subtitle2" component="p">
          Draft: Team offsite agenda
        </Typography>
        <Button
          size="small"
          variant="contained"
          sx={{ mt: 1 }}
          onClick={() => setSaved(saved + 1)}
        >
          Save draft
        </Button>
        {saved > 0 && (
          <Portal container={() => statusRef.current}>
            <Typography variant="body2">
              Saved {saved} time(s), rendered from inside the card.
            </Typography>
          </Portal>
        )}
      </Paper>
    </Box>
  );
}
