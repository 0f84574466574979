import * as React from 'react';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const justify = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-around',
];
const align = ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'];

export default function StackAlignment() {
  const [justifyContent, setJustify] = React.useState('space-between');
  const [alignItems, setAlign] = React.useState('center');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Select
          value={justifyContent}
          onChange={(_e, v) => v && setJustify(v)}
          slotProps={{ button: { 'aria-label': 'justifyContent' } }}
          sx={{ minWidth: 160 }}
        >
          {justify.map((v) => (
            <Option key={v} value={v}>
              {v}
            </Option>
          ))}
        </Select>
        <Select
          value={alignItems}
          onChange={(_e, v) => v && setAlign(v)}
          slotProps={{ button: { 'aria-label': 'alignItems' } }}
          sx={{ minWidth: 140 }}
        >
          {align.map((v) => (
            <Option key={v} value={v}>
              {v}
            </Option>
          ))}
        </Select>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          justifyContent,
          alignItems,
          height: 120,
          p: 1,
          borderRadius: 'sm',
          bgcolor: 'background.level1',
        }}
      >
        {[40, 80, 60].map((height, i) => (
          <Sheet
            key={i}
            variant="solid"
            color="primary"
            sx={{
              width: 56,
              height: alignItems === 'stretch' ? 'auto' : height,
              borderRadius: 'sm',
              p: 0.5,
              fontSize: 'xs',
            }}
          >
            {i + 1}
          </Sheet>
        ))}
      </Stack>
    </Stack>
  );
}
