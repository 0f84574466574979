import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function InversionColorSwitcher() {
  const [color, setColor] = React.useState('primary');
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <FormControl sx={{ maxWidth: 200 }}>
        <FormLabel>Surface color</FormLabel>
        <Select value={color} onChange={(_event, value) => value && setColor(value)}>
          {colors.map((option) => (
            <Option key={option} value={option}>
              {option}
            </Option>
          ))}
        </Select>
      </FormControl>
      {/* One prop changes: every child below follows, none of them names a color. */}
      <Sheet
        variant="solid"
        color={color}
        invertedColors
        sx={{ p: 2.5, borderRadius: 'md', bgcolor: `${color}.800` }}
      >
        <Chip size="sm" variant="soft">
          Newsletter
        </Chip>
        <Typography level="title-lg" sx={{ mt: 1 }}>
          One email a month, nothing else
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Input
            size="sm"
            placeholder="you@example.com"
            slotProps={{ input: { 'aria-label': 'Email address' } }}
            sx={{ flex: 1 }}
          />
          <Button size="sm">Subscribe</Button>
        </Stack>
      </Sheet>
    </Stack>
  );
}
