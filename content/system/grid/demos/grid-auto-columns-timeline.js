import * as React from 'react';
import { Box } from '@mui/system';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// gridAutoFlow: 'column' adds a column per item; gridAutoColumns sizes those implicit columns.
export default function GridAutoColumnsTimeline() {
  const [width, setWidth] = React.useState(72);
  return (
    <div>
      <label htmlFor="grid-auto-columns-width">gridAutoColumns: {width}px</label>
      <input
        id="grid-auto-columns-width"
        type="range"
        min={48}
        max={120}
        value={width}
        onChange={(event) => setWidth(Number(event.target.value))}
        style={{ display: 'block', width: 200, marginBottom: 12 }}
      />
      <Box
        tabIndex={0}
        role="region"
        aria-label="Roadmap timeline"
        sx={{ overflowX: 'auto', pb: 1 }}
      >
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            gridAutoColumns: `${width}px`,
            gap: 0.5,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {months.map((month, index) => (
            <Box
              component="li"
              key={month}
              sx={{
                p: 1,
                textAlign: 'center',
                borderRadius: 1,
                bgcolor: index < 3 ? 'primary.main' : 'action.selected',
                color: index < 3 ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {month}
            </Box>
          ))}
        </Box>
      </Box>
    </div>
  );
}
