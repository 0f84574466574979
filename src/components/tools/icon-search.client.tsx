'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { ICON_THEMES, type IconTheme } from '@/modules/icons/icon-data';
import { filterIcons } from '@/modules/icons/filter-icons';
import { searchWithSelectedIcon, selectedIconFromSearch } from '@/modules/icons/icon-url';
import { IconDetails } from './icon-details.client';
import { IconGlyph } from './icon-glyph';
import { useIconDrawings, useIconIndex } from './use-icon-data';
import styles from './tools.module.css';

/** Buttons rendered per step: enough to fill a screen, few enough that typing stays instant. */
const PAGE = 96;

/** The Material Icons page: search every icon of the package, pick a theme, copy the import. */
export function IconSearch() {
  const [query, setQuery] = useState('');
  const [theme, setTheme] = useState<IconTheme>('Filled');
  const [shown, setShown] = useState(PAGE);
  const [selected, setSelected] = useState<string | null>(null);
  const index = useIconIndex();
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () => filterIcons(index.data?.icons ?? [], deferredQuery, ICON_THEMES.indexOf(theme)),
    [index.data, deferredQuery, theme],
  );
  const visible = useMemo(() => matches.slice(0, shown), [matches, shown]);
  const visibleNames = useMemo(
    () => (selected ? [...visible.map((icon) => icon.name), selected] : visible.map((icon) => icon.name)),
    [visible, selected],
  );
  const drawings = useIconDrawings(theme, visibleNames);
  const error = index.error ?? drawings.error;
  const icons = index.data?.icons;

  // `?selected=AcUnit` opens that icon's dialog once the index says it exists.
  useEffect(() => {
    if (!icons) return;
    const names = new Set(icons.map((icon) => icon.name));
    const fromUrl = selectedIconFromSearch(window.location.search, (name) => names.has(name));
    if (fromUrl) setSelected(fromUrl);
  }, [icons]);

  /** Opens or closes the dialog; the URL follows, so it can be shared or reloaded. */
  const select = (name: string | null) => {
    setSelected(name);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${searchWithSelectedIcon(search, name)}${hash}`,
    );
  };
  const selectedThemes = selected ? icons?.find((icon) => icon.name === selected)?.themes : undefined;

  return (
    <div className={styles.iconSearch}>
      <div className={styles.iconControls}>
        <TextField
          label="Search icons"
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setShown(PAGE);
          }}
          size="small"
          inputProps={{ 'data-testid': 'icon-query' }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Icon theme"
          value={theme}
          onChange={(_, value: IconTheme | null) => value && setTheme(value)}
        >
          {ICON_THEMES.map((name) => (
            <ToggleButton key={name} value={name}>
              {name === 'TwoTone' ? 'Two tone' : name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      {error ? <Alert severity="error">The icons could not be loaded ({error}).</Alert> : null}
      <p role="status" className={styles.iconCount} data-testid="icon-count">
        {index.data ? `${matches.length} matching icons` : 'Loading icons…'}
      </p>
      <ul className={styles.iconGrid} aria-label="Icons">
        {visible.map((icon) => {
          const nodes = drawings.get(icon.name);
          return (
            <li key={icon.name}>
              <button type="button" className={styles.iconButton} onClick={() => select(icon.name)}>
                {nodes ? (
                  <IconGlyph nodes={nodes} aria-hidden />
                ) : (
                  <span className={styles.iconPlaceholder} />
                )}
                <span className={styles.iconName}>{icon.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {matches.length > shown ? (
        <Button variant="outlined" onClick={() => setShown((n) => n + PAGE)}>
          Show more icons ({matches.length - shown} left)
        </Button>
      ) : null}
      <IconDetails
        name={selected}
        theme={theme}
        nodes={selected ? drawings.get(selected) : undefined}
        variants={selectedThemes?.map((i) => ICON_THEMES[i])}
        onTheme={setTheme}
        onClose={() => select(null)}
      />
    </div>
  );
}
