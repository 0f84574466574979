import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const TOPICS = ['Bug report', 'Idea', 'Question'];

function FeedbackWidget() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const [topic, setTopic] = React.useState(TOPICS[0]);
  const [sent, setSent] = React.useState(false);

  return (
    <Paper elevation={3} sx={{ p: 2, width: 300 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Send feedback
      </Typography>
      <Stack spacing={1.5}>
        <Button
          variant="outlined"
          id="shadow-widget-topic-button"
          aria-haspopup="true"
          aria-controls={anchorEl ? 'shadow-widget-topic-menu' : undefined}
          aria-expanded={anchorEl ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          Topic: {topic}
        </Button>
        <Menu
          id="shadow-widget-topic-menu"
          anchorEl={anchorEl}
          open={Boolean(anchorEl)}
          onClose={() => setAnchorEl(null)}
          MenuListProps={{ 'aria-labelledby': 'shadow-widget-topic-button' }}
        >
          {TOPICS.map((option) => (
            <MenuItem
              key={option}
              selected={option === topic}
              onClick={() => {
                setTopic(option);
                setAnchorEl(null);
              }}
            >
              {option}
            </MenuItem>
          ))}
        </Menu>
        <TextField
          id="shadow-widget-message"
          label="Message"
          multiline
          minRows={2}
          size="small"
        />
        <Button variant="contained" onClick={() => setSent(true)}>
          {sent ? 'Thanks!' : 'Send'}
        </Button>
      </Stack>
    </Paper>
  );
}

export default function ShadowDomFeedbackWidget() {
  const hostRef = React.useRef(null);
  const [mount, setMount] = React.useState(null);

  React.useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    // attachShadow may run only once per element; a remount (Strict Mode) reuses the root.
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const styleSlot = document.createElement('div');
    const appRoot = document.createElement('div');
    shadowRoot.append(styleSlot, appRoot);
    setMount({
      cache: createCache({
        key: 'shadow-widget',
        prepend: true,
        container: styleSlot,
      }),
      appRoot,
    });
    return () => {
      setMount(null);
      styleSlot.remove();
      appRoot.remove();
    };
  }, []);

  const theme = React.useMemo(
    () =>
      mount &&
      createTheme({
        components: {
          MuiPopover: { defaultProps: { container: mount.appRoot } },
          MuiPopper: { defaultProps: { container: mount.appRoot } },
          MuiModal: { defaultProps: { container: mount.appRoot } },
        },
      }),
    [mount],
  );

  return (
    <Box
      sx={{
        p: 2,
        border: '2px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        minHeight: 120,
      }}
    >
      <div ref={hostRef} />
      {mount && theme
        ? createPortal(
            <CacheProvider value={mount.cache}>
              <ThemeProvider theme={theme}>
                <FeedbackWidget />
              </ThemeProvider>
            </CacheProvider>,
            mount.appRoot,
          )
        : null}
    </Box>
  );
}
