import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const widths = ['xs', 'sm', 'md'];

export default function ArticleContainer() {
  const [width, setWidth] = React.useState('sm');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={width}
        onChange={(_event, next) => next && setWidth(next)}
        aria-label="Container width"
        sx={{ mb: 2 }}
      >
        {widths.map((w) => (
          <ToggleButton key={w} value={w}>
            {w}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ bgcolor: 'action.hover', py: 2 }}>
        <Container maxWidth={width} sx={{ bgcolor: 'background.paper', py: 2 }}>
          <Typography variant="h6" component="p">
            Why short lines read faster
          </Typography>
          <Typography variant="body2">
            Readers lose their place when a line runs much past seventy characters:
            the eye has to travel back across the page to find the start of the next
            one. A narrow container keeps lines short.
          </Typography>
        </Container>
      </Box>
    </div>
  );
}
