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
          // The icon is the label; aria-label on its wrapper gives the radio a name in words.
          <Radio
            key={item.value}
            value={item.value}
            disableIcon
            overlay
            variant={align === item.value ? 'soft' : 'plain'}
            color="neutral"
            label={
              <Box component="span" role="img" aria-label={item.label} sx={{ display: 'flex' }}>
                {item.icon}
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
        slotProps={{ textarea: { style: { textAlign: align as 'left' | 'center' | 'right' } } }}
      />
    </Box>
  );
}
