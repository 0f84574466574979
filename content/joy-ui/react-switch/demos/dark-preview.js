import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';

export default function DarkPreview() {
  const [dark, setDark] = React.useState(false);
  const [compact, setCompact] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography
        component="label"
        endDecorator={
          <Switch
            checked={dark}
            onChange={(e) => setDark(e.target.checked)}
            startDecorator={<LightModeIcon />}
            endDecorator={<DarkModeIcon />}
          />
        }
        sx={{ justifyContent: 'space-between' }}
      >
        Dark card
      </Typography>
      <Typography
        component="label"
        endDecorator={
          <Switch
            size="sm"
            variant="outlined"
            checked={compact}
            onChange={(e) => setCompact(e.target.checked)}
          />
        }
        sx={{ justifyContent: 'space-between' }}
      >
        Compact
      </Typography>
      <Sheet
        variant={dark ? 'solid' : 'outlined'}
        color={dark ? 'primary' : 'neutral'}
        invertedColors={dark}
        sx={{ p: compact ? 1 : 2.5, borderRadius: 'md', transition: 'padding 0.2s' }}
      >
        <Typography level="title-md">Weekly digest</Typography>
        <Typography level="body-sm">12 new comments, 3 mentions.</Typography>
      </Sheet>
    </Stack>
  );
}
