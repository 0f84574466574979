import * as React from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';

// Global CSS for HTML that no component renders (say, release notes from a CMS). The selectors
// are scoped to one class so they cannot leak into the rest of the page, and the styles are a
// constant, so they are inserted once.
const releaseNotesStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.release-notes h3': {
        ...theme.typography.h6,
        margin: theme.spacing(0, 0, 1),
      },
      '.release-notes ul': { paddingInlineStart: theme.spacing(2.5), margin: 0 },
      '.release-notes li + li': { marginTop: theme.spacing(0.5) },
      '.release-notes code': {
        fontFamily: 'ui-monospace, monospace',
        fontSize: '0.85em',
        padding: '0 4px',
        borderRadius: 4,
        backgroundColor: (theme.vars || theme).palette.action.hover,
      },
    })}
  />
);

// Trusted, hard-coded markup standing in for CMS output.
const NOTES_HTML = `
<h3>Version 2.4</h3>
<ul>
  <li>Exports now include the <code>createdAt</code> column.</li>
  <li>Faster search on large projects.</li>
  <li>Fixed the date picker in right-to-left languages.</li>
</ul>`;

export default function CustomizeGlobalStyles() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      {releaseNotesStyles}
      <div
        className="release-notes"
        dangerouslySetInnerHTML={{ __html: NOTES_HTML }}
      />
    </Paper>
  );
}
