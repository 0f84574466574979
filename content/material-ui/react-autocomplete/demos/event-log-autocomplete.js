import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const sizes = ['Small', 'Medium', 'Large', 'Extra large'];

export default function EventLogAutocomplete() {
  const [log, setLog] = React.useState([]);
  const record = (line) => setLog((current) => [line, ...current].slice(0, 5));

  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Autocomplete
        id="event-log-size"
        options={sizes}
        sx={{ width: 240 }}
        onChange={(_event, value, reason) =>
          record(`onChange: ${value ?? 'null'} (${reason})`)
        }
        onInputChange={(_event, value, reason) =>
          record(`onInputChange: "${value}" (${reason})`)
        }
        onHighlightChange={(_event, option, reason) =>
          record(`onHighlightChange: ${option ?? 'none'} (${reason})`)
        }
        onOpen={() => record('onOpen')}
        onClose={(_event, reason) => record(`onClose (${reason})`)}
        renderInput={(params) => <TextField {...params} label="Size" />}
      />
      {log.length === 0 ? (
        <Typography variant="body2">Interact with the field.</Typography>
      ) : (
        <Box
          component="ol"
          reversed
          aria-label="Latest events"
          sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13 }}
        >
          {log.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
