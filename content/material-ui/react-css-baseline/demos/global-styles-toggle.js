import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import Switch from '@mui/material/Switch';

export default function GlobalStylesToggle() {
  const [on, setOn] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={on} onChange={(event) => setOn(event.target.checked)} />
        }
        label="Article styles"
      />
      {on && (
        <GlobalStyles
          styles={(theme) => ({
            '.global-styles-demo-article h3': {
              ...theme.typography.h6,
              color: theme.palette.primary.main,
              margin: 0,
            },
            '.global-styles-demo-article p': {
              ...theme.typography.body2,
              maxWidth: '60ch',
            },
            '.global-styles-demo-article blockquote': {
              margin: 0,
              paddingLeft: theme.spacing(2),
              borderLeft: `4px solid ${theme.palette.divider}`,
            },
          })}
        />
      )}
      <article className="global-styles-demo-article">
        <h3>Release notes</h3>
        <p>
          Dates in tables now follow the reader&apos;s locale, and exports keep the
          column order.
        </p>
        <blockquote>Thanks to everyone who reported the export bug.</blockquote>
      </article>
    </div>
  );
}
