import * as React from 'react';
import Box from '@mui/material/Box';

const layers = [
  { name: 'appBar', label: 'App bar', top: 0, left: 0 },
  { name: 'drawer', label: 'Drawer', top: 28, left: 40 },
  { name: 'modal', label: 'Dialog', top: 56, left: 80 },
  { name: 'snackbar', label: 'Snackbar', top: 84, left: 120 },
  { name: 'tooltip', label: 'Tooltip', top: 112, left: 160 },
];

// zIndex takes the names of theme.zIndex, so your layers stack the way Material UI's do.
// Material UI's Box is the system Box typed with Material UI's theme, for the callback below.
export default function PositionsStackedLayers() {
  const [raised, setRaised] = React.useState(false);
  return (
    <div>
      <label
        style={{
          display: 'inline-flex',
          gap: 8,
          alignItems: 'center',
          marginBottom: 12,
        }}
      >
        <input
          type="checkbox"
          checked={raised}
          onChange={(event) => setRaised(event.target.checked)}
        />
        Put the app bar above everything (zIndex: tooltip + 1)
      </label>
      <Box sx={{ position: 'relative', height: 170, overflow: 'hidden' }}>
        {layers.map((layer) => (
          <Box
            key={layer.name}
            sx={{
              position: 'absolute',
              top: layer.top,
              left: layer.left,
              zIndex:
                layer.name === 'appBar' && raised
                  ? (theme) => theme.zIndex.tooltip + 1
                  : layer.name,
              width: 180,
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              color: 'text.primary',
              boxShadow: 2,
            }}
          >
            {layer.label} <code>{layer.name}</code>
          </Box>
        ))}
      </Box>
    </div>
  );
}
