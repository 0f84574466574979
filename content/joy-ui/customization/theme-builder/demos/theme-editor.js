import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import GlobalStyles from '@mui/joy/GlobalStyles';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { extendTheme, THEME_ID, ThemeProvider } from '@mui/joy/styles';
import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  COLORS,
  FONTS,
  initialState,
  themeCode,
  themeOptions,
} from './theme-builder-code';

// The previews declare their own copy of Joy's variables under these classes, so the chosen theme
// applies to them only and never to the rest of the page.
const SCOPE = 'joy-theme-builder';
const getSelector = (scheme) =>
  scheme ? `.${SCOPE}-${scheme}` : `.${SCOPE}-light, .${SCOPE}-dark`;

/** The sample screen the builder restyles: one of each common component, in one color scheme. */
function Preview({ scheme, scope }) {
  return (
    <Box
      className={`${scope}-${scheme}`}
      data-joy-color-scheme={scheme}
      role="group"
      aria-label={`${scheme} scheme preview`}
      sx={{
        colorScheme: scheme,
        bgcolor: 'background.body',
        color: 'text.primary',
        fontFamily: 'body',
        p: 2,
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'divider',
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Typography level="h4" component="p">
        {scheme === 'light' ? 'Light' : 'Dark'} scheme
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button>Save</Button>
        <Button variant="soft">Draft</Button>
        <Button variant="outlined" color="neutral">
          Cancel
        </Button>
        <Button variant="plain" color="danger">
          Delete
        </Button>
      </Stack>
      <Input
        placeholder="Search orders"
        aria-label={`Search orders (${scheme} preview)`}
      />
      <Select
        defaultValue="week"
        slotProps={{ button: { 'aria-label': `Period (${scheme} preview)` } }}
      >
        <Option value="week">This week</Option>
        <Option value="month">This month</Option>
      </Select>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip color="primary">primary</Chip>
        <Chip color="success">success</Chip>
        <Chip color="warning">warning</Chip>
        <Chip color="danger">danger</Chip>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Checkbox label="Notify me" defaultChecked />
        <Switch
          defaultChecked
          slotProps={{ input: { 'aria-label': `Auto-save (${scheme} preview)` } }}
        />
      </Stack>
      <Slider defaultValue={40} aria-label={`Volume (${scheme} preview)`} />
      <Alert color="success" variant="soft">
        Payment received.
      </Alert>
      <Card variant="outlined">
        <Typography level="title-md">Upgrade to Team</Typography>
        <Typography level="body-sm">
          Shared templates and priority support.
        </Typography>
        <Button variant="solid" color="primary">
          Compare plans
        </Button>
      </Card>
    </Box>
  );
}

function ColorField({ color, value, onChange }) {
  const id = `${SCOPE}-${color}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        component="input"
        type="color"
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{
          width: 36,
          height: 28,
          p: 0,
          border: '1px solid',
          borderColor: 'neutral.outlinedBorder',
          borderRadius: 'sm',
          bgcolor: 'transparent',
          cursor: 'pointer',
        }}
      />
      <Typography component="label" htmlFor={id} level="body-sm" sx={{ flex: 1 }}>
        {color}
      </Typography>
      <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export default function ThemeEditor() {
  const [state, setState] = React.useState(initialState);
  const [scheme, setScheme] = React.useState('light');
  const [copied, setCopied] = React.useState(false);

  const options = React.useMemo(() => themeOptions(state), [state]);
  const styles = React.useMemo(
    () => extendTheme({ ...options, getSelector }).generateStyleSheets(),
    [options],
  );
  const code = themeCode(state);

  const setColor = (color, hex) =>
    setState((s) => ({
      ...s,
      colors: { ...s.colors, [scheme]: { ...s.colors[scheme], [color]: hex } },
    }));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
        gap: 2,
      }}
    >
      <GlobalStyles styles={styles} />
      <Stack spacing={2}>
        <Tabs value={scheme} onChange={(_e, value) => setScheme(value)}>
          <TabList aria-label="Color scheme to edit">
            <Tab value="light">Light colors</Tab>
            <Tab value="dark">Dark colors</Tab>
          </TabList>
        </Tabs>
        <Stack spacing={1}>
          {COLORS.map((color) => (
            <ColorField
              key={color}
              color={color}
              value={state.colors[scheme][color]}
              onChange={(hex) => setColor(color, hex)}
            />
          ))}
        </Stack>
        <FormControl>
          <FormLabel id={`${SCOPE}-radius`} htmlFor={`${SCOPE}-radius-input`}>
            Radius (md): {state.radius}px
          </FormLabel>
          <Slider
            min={0}
            max={24}
            value={state.radius}
            onChange={(_e, value) => setState((s) => ({ ...s, radius: value }))}
            slotProps={{
              input: {
                id: `${SCOPE}-radius-input`,
                'aria-labelledby': `${SCOPE}-radius`,
              },
            }}
          />
        </FormControl>
        {['body', 'display'].map((key) => (
          <FormControl key={key}>
            <FormLabel>{key === 'body' ? 'Body font' : 'Heading font'}</FormLabel>
            <Select
              value={state[key]}
              onChange={(_e, value) =>
                value && setState((s) => ({ ...s, [key]: value }))
              }
            >
              {Object.keys(FONTS).map((font) => (
                <Option key={font} value={font}>
                  {font}
                </Option>
              ))}
            </Select>
          </FormControl>
        ))}
        <Button
          variant="outlined"
          color="neutral"
          onClick={() => setState(initialState())}
        >
          Reset to the default theme
        </Button>
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ThemeProvider theme={{ [THEME_ID]: options }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
              gap: 2,
            }}
          >
            <Preview scheme="light" scope={SCOPE} />
            <Preview scheme="dark" scope={SCOPE} />
          </Box>
        </ThemeProvider>
        <Sheet variant="outlined" sx={{ borderRadius: 'sm', position: 'relative' }}>
          <Button
            size="sm"
            variant="outlined"
            color="neutral"
            startDecorator={<ContentCopy />}
            onClick={copy}
            sx={{ position: 'absolute', top: 8, right: 8 }}
          >
            {copied ? 'Copied' : 'Copy code'}
          </Button>
          <Box
            component="pre"
            tabIndex={0}
            aria-label="Generated theme code"
            sx={{
              m: 0,
              p: 2,
              pt: 6,
              overflow: 'auto',
              maxHeight: 320,
              fontFamily: 'code',
              fontSize: 'xs',
            }}
          >
            {code}
          </Box>
        </Sheet>
        <Typography level="body-xs" aria-live="polite">
          {copied ? 'The theme code is in your clipboard.' : ''}
        </Typography>
      </Stack>
    </Box>
  );
}
