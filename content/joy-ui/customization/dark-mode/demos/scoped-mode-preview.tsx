import * as React from 'react';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

type Scheme = 'light' | 'dark';

export default function ScopedModePreview() {
  const [scheme, setScheme] = React.useState<Scheme>('dark');
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <ToggleButtonGroup
        aria-label="Preview color scheme"
        size="sm"
        value={scheme}
        onChange={(_event, value) => value && setScheme(value)}
      >
        <Button value="light">Light</Button>
        <Button value="dark">Dark</Button>
      </ToggleButtonGroup>
      {/*
        The scheme's variables are declared on a selector (on this site the class `light` or
        `dark`; by default Joy's data-joy-color-scheme attribute). Putting it on this Sheet
        switches the scheme for the Sheet and its children only, not for the page.
      */}
      <Sheet
        className={scheme}
        variant="outlined"
        sx={{ p: 2, borderRadius: 'md', bgcolor: 'background.body', color: 'text.primary' }}
      >
        <Typography level="title-md">Sign in to continue</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Input
            size="sm"
            placeholder="Email"
            slotProps={{ input: { 'aria-label': 'Email' } }}
            sx={{ flex: 1 }}
          />
          <Button size="sm">Next</Button>
        </Stack>
      </Sheet>
    </Stack>
  );
}
