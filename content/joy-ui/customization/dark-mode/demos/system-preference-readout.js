import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

function useSystemPreference() {
  // Undefined on the server and during hydration: only the browser can answer.
  const [preference, setPreference] = React.useState(undefined);
  React.useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const update = () => setPreference(query.matches ? 'dark' : 'light');
    update();
    // Follow changes made in the operating system while the page is open.
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return preference;
}

export default function SystemPreferenceReadout() {
  const preference = useSystemPreference();
  return (
    <Sheet variant="soft" sx={{ p: 2, borderRadius: 'md', maxWidth: 400 }}>
      <Typography level="body-md" component="div" role="status">
        Your device prefers{' '}
        {preference === undefined ? (
          <Chip size="sm" variant="outlined">
            checking…
          </Chip>
        ) : (
          <Chip
            size="sm"
            variant="solid"
            color={preference === 'dark' ? 'neutral' : 'primary'}
          >
            {preference}
          </Chip>
        )}
      </Typography>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Change the appearance setting of your system and this updates without a
        reload.
      </Typography>
    </Sheet>
  );
}
