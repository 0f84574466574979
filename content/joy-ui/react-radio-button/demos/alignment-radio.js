import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Textarea from '@mui/joy/Textarea';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

const alignments = [
  { value: 'left', label: 'Align left', icon: <FormatAlignLeft /> },
  { value: 'center', label: 'Center', icon: <FormatAlignCenter /> },
  { value: 'right', label: 'Align right', icon: <FormatAlignRight /> },
];

// Present for screen readers, out of sight: clipped to nothing and taken out of the layout.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export default function AlignmentRadio() {
  const [align, setAlign] = React.useState('left');

  return (
    <Box sx={{ width: 320, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Text alignment"
        name="alignment-radio"
        value={align}
        onChange={(event) => setAlign(event.target.value)}
        sx={{ gap: 0.5 }}
      >
        {alignments.map((item) => (
          // The icon is what shows; the label's text, hidden from sight, gives the radio its name.
          <Radio
            key={item.value}
            value={item.value}
            disableIcon
            overlay
            variant={align === item.value ? 'soft' : 'plain'}
            color="neutral"
            label={
              <Box component="span" sx={{ display: 'flex' }}>
                <Box component="span" aria-hidden sx={{ display: 'flex' }}>
                  {item.icon}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {item.label}
                </Box>
              </Box>
            }
            sx={{ p: 0.75, borderRadius: 'sm' }}
          />
        ))}
      </RadioGroup>
      <Textarea
        aria-label="Caption"
        minRows={2}
        defaultValue="Sunset over the harbour, taken from the old lighthouse."
        slotProps={{ textarea: { style: { textAlign: align } } }}
      />
    </Box>
  );
}
