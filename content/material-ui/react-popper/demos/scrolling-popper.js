import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function ScrollingPopper() {
  const [anchor, setAnchor] = React.useState(null);
  const [boundary, setBoundary] = React.useState(null);

  return (
    <Box
      ref={setBoundary}
      tabIndex={0}
      role="region"
      aria-label="Scrollable comments"
      sx={{
        height: 200,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Box sx={{ height: 160 }}>
        <Typography variant="body2">
          Scroll down to the comment, open its menu, then scroll again.
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Comment options
      </Button>
      {/* The popper follows its anchor while the box scrolls; the modifiers keep it inside the box. */}
      <Popper
        open={Boolean(anchor)}
        anchorEl={anchor}
        placement="right"
        disablePortal
        modifiers={[
          { name: 'offset', options: { offset: [0, 8] } },
          {
            name: 'flip',
            enabled: true,
            options: { boundary: boundary ?? 'clippingParents' },
          },
          {
            name: 'preventOverflow',
            enabled: true,
            options: { boundary: boundary ?? 'clippingParents', altAxis: true },
          },
        ]}
        sx={{ zIndex: 1 }}
      >
        <Paper elevation={3} sx={{ p: 1.5 }}>
          <Typography variant="body2">Edit · Delete · Report</Typography>
        </Paper>
      </Popper>
      <Box sx={{ height: 240 }} />
    </Box>
  );
}
