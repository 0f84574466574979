import * as React from 'react';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';

function Feature({ query, label }) {
  const matches = useMediaQuery(query);
  return (
    <ListItem
      secondaryAction={
        <Chip
          size="small"
          label={matches ? 'yes' : 'no'}
          color={matches ? 'success' : 'default'}
        />
      }
    >
      <ListItemText primary={label} secondary={query} />
    </ListItem>
  );
}

export default function MediaFeatures() {
  return (
    <List dense sx={{ maxWidth: 460 }}>
      <Feature label="Dark color scheme" query="(prefers-color-scheme: dark)" />
      <Feature label="Reduced motion" query="(prefers-reduced-motion: reduce)" />
      <Feature label="Touch-first pointer" query="(pointer: coarse)" />
      <Feature label="Portrait orientation" query="(orientation: portrait)" />
    </List>
  );
}
