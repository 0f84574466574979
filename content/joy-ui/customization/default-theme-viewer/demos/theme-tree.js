import * as React from 'react';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { extendTheme } from '@mui/joy/styles';
import Search from '@mui/icons-material/Search';

const SKIPPED = ['vars', 'unstable_sxConfig', 'components'];

// Plain data only: functions and the generated `vars` mirror are left out.
function toTree(value, depth = 0) {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return value;
  if (typeof value !== 'object' || depth > 6) return null;
  const out = {};
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'function' || child === undefined || SKIPPED.includes(key))
      continue;
    const converted = toTree(child, depth + 1);
    if (
      converted !== null &&
      !(typeof converted === 'object' && Object.keys(converted).length === 0)
    )
      out[key] = converted;
  }
  return out;
}

function flatten(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

const isColor = (value) => /^(#|rgb|hsl|var\(--joy-palette)/.test(value);

function Leaf({ path, value }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        py: 0.25,
        fontFamily: 'code',
        fontSize: 'sm',
      }}
    >
      <span>{path}:</span>
      {isColor(value) && (
        <Box
          component="span"
          sx={{
            width: 14,
            height: 14,
            borderRadius: '3px',
            bgcolor: value,
            border: '1px solid',
            borderColor: 'divider',
          }}
        />
      )}
      <Typography
        component="span"
        level="body-sm"
        sx={{ fontFamily: 'code', color: 'text.secondary', wordBreak: 'break-all' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function Branch({ name, tree }) {
  // Children render once the branch is opened: the whole theme is thousands of rows.
  const [open, setOpen] = React.useState(false);
  return (
    <Box
      component="details"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      sx={{
        pl: 2,
        '& > summary': {
          cursor: 'pointer',
          fontFamily: 'code',
          fontSize: 'sm',
          py: 0.25,
          ml: -2,
        },
      }}
    >
      <summary>
        {name}{' '}
        <Typography component="span" level="body-xs">
          ({Object.keys(tree).length})
        </Typography>
      </summary>
      {open &&
        Object.entries(tree).map(([key, value]) =>
          value !== null && typeof value === 'object' ? (
            <Branch key={key} name={key} tree={value} />
          ) : (
            <Leaf key={key} path={key} value={String(value)} />
          ),
        )}
    </Box>
  );
}

export default function ThemeTree() {
  const tree = React.useMemo(() => toTree(extendTheme()), []);
  const leaves = React.useMemo(() => flatten(tree), [tree]);
  const [query, setQuery] = React.useState('');
  const matches = query.trim()
    ? leaves.filter(([path]) =>
        path.toLowerCase().includes(query.trim().toLowerCase()),
      )
    : [];

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Input
        startDecorator={<Search />}
        placeholder="Search a key, e.g. solidBg"
        aria-label="Search the theme"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ maxWidth: 360 }}
      />
      <Sheet
        variant="outlined"
        sx={{ borderRadius: 'sm', p: 1.5, maxHeight: 420, overflow: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label="Theme values"
      >
        {query.trim() ? (
          <React.Fragment>
            <Typography level="body-sm" aria-live="polite" sx={{ mb: 1 }}>
              {matches.length} of {leaves.length} values match.
            </Typography>
            {matches.slice(0, 150).map(([path, value]) => (
              <Leaf key={path} path={path} value={value} />
            ))}
          </React.Fragment>
        ) : (
          Object.entries(tree).map(([key, value]) =>
            value !== null && typeof value === 'object' ? (
              <Branch key={key} name={key} tree={value} />
            ) : (
              <Leaf key={key} path={key} value={String(value)} />
            ),
          )
        )}
      </Sheet>
    </Box>
  );
}
