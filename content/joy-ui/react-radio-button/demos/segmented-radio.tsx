import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const views = ['List', 'Board', 'Calendar'];

export default function SegmentedRadio() {
  const [view, setView] = React.useState('Board');

  return (
    <div>
      <Typography id="segmented-radio-label" level="title-sm" sx={{ mb: 1 }}>
        View
      </Typography>
      <RadioGroup
        orientation="horizontal"
        aria-labelledby="segmented-radio-label"
        value={view}
        onChange={(e) => setView(e.target.value)}
        sx={{ bgcolor: 'neutral.softBg', borderRadius: '9999px', p: 0.5, gap: 0.5, width: 'fit-content' }}
      >
        {views.map((name) => (
          <Radio
            key={name}
            value={name}
            label={name}
            disableIcon
            overlay
            variant={view === name ? 'solid' : 'plain'}
            color="neutral"
            slotProps={{
              label: { sx: { px: 2, py: 0.5 } },
              action: { sx: { borderRadius: '9999px' } },
            }}
            sx={{ borderRadius: '9999px', ...(view === name && { bgcolor: 'neutral.solidBg', color: 'neutral.solidColor' }) }}
          />
        ))}
      </RadioGroup>
    </div>
  );
}
