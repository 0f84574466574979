import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import MoreHoriz from '@mui/icons-material/MoreHoriz';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function InversionPlayground() {
  const [variant, setVariant] = React.useState<'solid' | 'soft'>('solid');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');

  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Surface variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as 'solid' | 'soft')}
      >
        <Radio value="solid" label="solid" />
        <Radio value="soft" label="soft" />
      </RadioGroup>
      <RadioGroup
        orientation="horizontal"
        aria-label="Surface color"
        value={color}
        onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
        sx={{ flexWrap: 'wrap', gap: 1.5 }}
      >
        {colors.map((c) => (
          <Radio key={c} value={c} label={c} />
        ))}
      </RadioGroup>
      <Card variant={variant} color={color} invertedColors>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar>KM</Avatar>
          <div>
            <Typography level="title-md">Kai Morgan</Typography>
            <Typography level="body-sm">Invited you to “Q3 roadmap”</Typography>
          </div>
          <IconButton variant="plain" aria-label="More options" sx={{ ml: 'auto' }}>
            <MoreHoriz />
          </IconButton>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Chip variant="outlined">Planning</Chip>
          <Chip variant="soft">12 members</Chip>
        </Stack>
        <Input placeholder="Add a note (optional)" aria-label="Note to Kai" />
        <Stack direction="row" spacing={1}>
          <Button variant="solid">Accept</Button>
          <Button variant="plain">Decline</Button>
        </Stack>
      </Card>
    </Stack>
  );
}
