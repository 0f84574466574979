import * as React from 'react';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { THEME_ID, ThemeProvider } from '@mui/joy/styles';

import FilterList from '@mui/icons-material/FilterList';
import Refresh from '@mui/icons-material/Refresh';

const louder = {
  components: {
    JoyChip: { defaultProps: { color: 'primary' } },
    JoyIconButton: { defaultProps: { variant: 'soft', color: 'primary' } },
    JoyTabs: { defaultProps: { variant: 'soft', color: 'primary' } },
  },
};

function Toolbar() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 460 }}>
      <Tabs defaultValue={0}>
        <TabList aria-label="Issue views">
          <Tab>Open</Tab>
          <Tab>Closed</Tab>
          <Tab>All</Tab>
        </TabList>
      </Tabs>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip>bug</Chip>
        <Chip>docs</Chip>
        <IconButton aria-label="Filter" sx={{ ml: 'auto' }}>
          <FilterList />
        </IconButton>
        <IconButton aria-label="Refresh">
          <Refresh />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function RestoreDefaults() {
  const [restored, setRestored] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={restored}
            onChange={(e) => setRestored(e.target.checked)}
          />
        }
      >
        Primary defaults from the theme
      </Typography>
      {restored ? (
        <ThemeProvider theme={{ [THEME_ID]: louder }}>
          <Toolbar />
        </ThemeProvider>
      ) : (
        <Toolbar />
      )}
    </Stack>
  );
}
