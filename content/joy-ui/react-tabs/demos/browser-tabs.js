import * as React from 'react';
import Box from '@mui/joy/Box';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import IconButton from '@mui/joy/IconButton';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import AddIcon from '@mui/icons-material/Add';

export default function BrowserTabs() {
  const [pages, setPages] = React.useState(['Weather', 'Train times', 'Recipes']);
  const [value, setValue] = React.useState('Weather');
  const counter = React.useRef(1);

  const addPage = () => {
    const name = `New page ${counter.current}`;
    counter.current += 1;
    setPages((current) => [...current, name]);
    setValue(name);
  };

  const closePage = (name) => {
    const index = pages.indexOf(name);
    const rest = pages.filter((page) => page !== name);
    setPages(rest);
    setValue(rest[Math.min(index, rest.length - 1)] ?? '');
  };

  return (
    <Tabs
      value={value}
      onChange={(_event, next) => setValue(next)}
      sx={{
        borderRadius: 'sm',
        overflow: 'hidden',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          bgcolor: 'background.level1',
          pt: 1,
          px: 1,
        }}
      >
        {/* Tabs look like browser tabs: rounded tops, and the selected one joins the panel. */}
        <TabList
          aria-label="Open pages"
          disableUnderline
          sx={{
            gap: 0.5,
            overflow: 'auto',
            '& [role="tab"]': {
              borderRadius: '8px 8px 0 0',
              minWidth: 100,
              bgcolor: 'transparent',
            },
            '& [role="tab"][aria-selected="true"]': {
              bgcolor: 'background.surface',
            },
          }}
        >
          {pages.map((page) => (
            <Tab
              key={page}
              value={page}
              disableIndicator
              variant="plain"
              color="neutral"
            >
              {page}
            </Tab>
          ))}
        </TabList>
        <IconButton
          size="sm"
          aria-label="Open a new page"
          onClick={addPage}
          sx={{ mb: 0.5, ml: 0.5 }}
        >
          <AddIcon />
        </IconButton>
      </Box>
      {pages.map((page) => (
        <TabPanel key={page} value={page}>
          <Typography level="title-md">{page}</Typography>
          <Button
            size="sm"
            variant="outlined"
            color="neutral"
            onClick={() => closePage(page)}
            sx={{ mt: 1 }}
          >
            Close this page
          </Button>
        </TabPanel>
      ))}
      {pages.length === 0 && (
        <Typography sx={{ p: 2 }}>
          All pages are closed. Open a new one with the plus button.
        </Typography>
      )}
    </Tabs>
  );
}
