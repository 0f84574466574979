import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

const zones = {
  Europe: ['Europe/Lisbon', 'Europe/Paris', 'Europe/Helsinki'],
  Americas: ['America/New_York', 'America/Chicago', 'America/Los_Angeles'],
  Asia: ['Asia/Dubai', 'Asia/Kolkata', 'Asia/Tokyo'],
};

export default function GroupedTimezones() {
  return (
    <Select
      defaultValue="Europe/Paris"
      slotProps={{
        button: { 'aria-label': 'Time zone' },
        listbox: { sx: { maxHeight: 260 } },
      }}
      sx={{ width: 260 }}
    >
      {Object.entries(zones).map(([region, names], index) => (
        <React.Fragment key={region}>
          {index > 0 && <ListDivider role="none" />}
          <List
            aria-labelledby={`grouped-timezones-${region}`}
            sx={{ '--ListItemDecorator-size': '28px' }}
          >
            <ListItem id={`grouped-timezones-${region}`} sticky>
              <Typography level="body-xs" sx={{ textTransform: 'uppercase' }}>
                {region} ({names.length})
              </Typography>
            </ListItem>
            {names.map((name) => (
              <Option key={name} value={name}>
                {name.split('/')[1].replace('_', ' ')}
              </Option>
            ))}
          </List>
        </React.Fragment>
      ))}
    </Select>
  );
}
