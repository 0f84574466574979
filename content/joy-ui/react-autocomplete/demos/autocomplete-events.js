import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

const colors = ['Amber', 'Coral', 'Indigo', 'Jade', 'Lilac', 'Saffron', 'Teal'];

export default function AutocompleteEvents() {
  const [events, setEvents] = React.useState([]);
  // Keep the last five events, newest first.
  const log = (entry) => setEvents((previous) => [entry, ...previous].slice(0, 5));

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <FormControl sx={{ width: 240 }}>
        <FormLabel>Accent color</FormLabel>
        <Autocomplete
          options={colors}
          onOpen={() => log('onOpen')}
          onClose={(_event, reason) => log(`onClose: ${reason}`)}
          onInputChange={(_event, value, reason) =>
            log(`onInputChange: "${value}" (${reason})`)
          }
          onHighlightChange={(_event, option, reason) =>
            log(`onHighlightChange: ${option ?? 'none'} (${reason})`)
          }
          onChange={(_event, value, reason) =>
            log(`onChange: ${value ?? 'null'} (${reason})`)
          }
        />
      </FormControl>
      <div>
        <Typography level="title-sm" id="autocomplete-events-log">
          Last events
        </Typography>
        <List
          size="sm"
          aria-labelledby="autocomplete-events-log"
          sx={{ fontFamily: 'code', fontSize: 'xs' }}
        >
          {events.length === 0 ? (
            <ListItem>Nothing yet: open the list.</ListItem>
          ) : null}
          {events.map((entry, index) => (
            <ListItem key={`${index}-${entry}`}>{entry}</ListItem>
          ))}
        </List>
      </div>
    </Stack>
  );
}
