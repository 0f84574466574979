import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const views = ['Day', 'Week', 'Month'];

export default function SegmentedView() {
  const [view, setView] = React.useState('Week');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography id="segmented-view-label" level="title-sm">
        Calendar view
      </Typography>
      <RadioGroup
        orientation="horizontal"
        aria-labelledby="segmented-view-label"
        value={view}
        onChange={(event) => setView(event.target.value)}
        sx={{
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          minHeight: 40,
        }}
      >
        {views.map((item) => (
          // disableIcon + overlay: the label is the control; the action slot draws the segment.
          <Radio
            key={item}
            value={item}
            label={item}
            disableIcon
            overlay
            color="neutral"
            variant="plain"
            sx={{ px: 2, alignItems: 'center' }}
            slotProps={{
              label: { sx: { fontWeight: 'md', color: 'text.primary' } },
              action: ({ checked }) => ({
                sx: {
                  borderRadius: 'xl',
                  ...(checked && {
                    bgcolor: 'background.surface',
                    boxShadow: 'sm',
                    '&:hover': { bgcolor: 'background.surface' },
                  }),
                },
              }),
            }}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}
