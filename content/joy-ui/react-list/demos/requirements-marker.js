import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function RequirementsMarker() {
  return (
    <div>
      <Typography id="requirements-marker-title" level="title-sm">
        Your password must have
      </Typography>
      {/* marker="disc" brings back the bullets that List removes by default. */}
      <List marker="disc" size="sm" aria-labelledby="requirements-marker-title">
        <ListItem>at least 12 characters,</ListItem>
        <ListItem>
          a mix of
          <List marker="circle">
            <ListItem>upper- and lower-case letters,</ListItem>
            <ListItem>numbers or symbols,</ListItem>
          </List>
        </ListItem>
        <ListItem>nothing from your email address.</ListItem>
      </List>
    </div>
  );
}
