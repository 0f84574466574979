import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { THEME_ID, ThemeProvider } from '@mui/joy/styles';

import SearchIcon from '@mui/icons-material/Search';

const compact = {
  components: {
    JoyInput: { defaultProps: { size: 'sm', variant: 'soft' } },
    JoyChip: { defaultProps: { size: 'sm' } },
    JoyButton: {
      defaultProps: { size: 'sm' },
      styleOverrides: {
        root: ({ ownerState, theme }) => ({
          ...(ownerState.variant === 'solid' && { boxShadow: theme.shadow.sm }),
        }),
      },
    },
  },
};

const tags = ['Open', 'Assigned to me', 'Bug', 'Docs'];

export default function ThemedFilterBar() {
  const [active, setActive] = React.useState(['Open']);
  const toggle = (tag) =>
    setActive((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );

  return (
    <ThemeProvider theme={{ [THEME_ID]: compact }}>
      <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
        <Input
          startDecorator={<SearchIcon />}
          placeholder="Search issues"
          aria-label="Search issues"
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {tags.map((tag) => {
            const on = active.includes(tag);
            return (
              <Chip
                key={tag}
                variant={on ? 'solid' : 'outlined'}
                color={on ? 'primary' : 'neutral'}
                onClick={() => toggle(tag)}
                slotProps={{ action: { 'aria-pressed': on } }}
              >
                {tag}
              </Chip>
            );
          })}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button>Apply filters</Button>
          <Button variant="outlined" color="neutral" onClick={() => setActive([])}>
            Clear
          </Button>
        </Stack>
      </Stack>
    </ThemeProvider>
  );
}
