import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function BasicList() {
  const titleId = React.useId();

  return (
    <div>
      <Typography id={titleId} level="title-sm">
        Packing list
      </Typography>
      {/* List renders a ul and ListItem an li: a plain, static list with Joy's spacing. */}
      <List aria-labelledby={titleId} sx={{ maxWidth: 280 }}>
        <ListItem>Passport</ListItem>
        <ListItem>Charger and adapter</ListItem>
        <ListItem>Rain jacket</ListItem>
        <ListItem>Walking boots</ListItem>
      </List>
    </div>
  );
}
