import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';

// Fixed heights: a skeleton must render the same on the server and in the browser.
const bars = [40, 65, 50, 85, 70, 95, 60];

export default function ChartSkeleton() {
  return (
    // Rectangles with explicit heights sketch a bar chart; animation="wave" runs one
    // sweep across each bar.
    <Card
      variant="outlined"
      sx={{ width: 320 }}
      role="group"
      aria-busy="true"
      aria-label="Loading weekly sales chart"
    >
      <Skeleton variant="text" level="title-md" sx={{ width: '50%' }} />
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 120 }}>
        {bars.map((height, index) => (
          <Skeleton
            key={index}
            variant="rectangular"
            animation="wave"
            sx={{ flex: 1, height: `${height}%`, borderRadius: 'xs' }}
          />
        ))}
      </Box>
    </Card>
  );
}
