import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

// Stands in for a request to your API.
function fetchRepos() {
  return new Promise((resolve) =>
    setTimeout(
      () =>
        resolve([
          { name: 'docs' },
          { name: 'design-tokens' },
          { name: 'mobile-app' },
          { name: 'website' },
        ]),
      1200,
    ),
  );
}

export default function LoadOnOpen() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState([]);
  const [loading, setLoading] = React.useState(false);

  const handleOpen = async () => {
    setOpen(true);
    if (options.length > 0) return; // Loaded once, kept afterwards.
    setLoading(true);
    setOptions(await fetchRepos());
    setLoading(false);
  };

  return (
    <Autocomplete
      id="load-on-open-input"
      sx={{ width: 300 }}
      open={open}
      onOpen={handleOpen}
      onClose={() => setOpen(false)}
      isOptionEqualToValue={(option, value) => option.name === value.name}
      getOptionLabel={(option) => option.name}
      options={options}
      loading={loading}
      loadingText="Loading repositories…"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Repository"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {loading ? (
                    <CircularProgress
                      color="inherit"
                      size={20}
                      aria-label="Loading"
                    />
                  ) : null}
                  {params.InputProps.endAdornment}
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}
