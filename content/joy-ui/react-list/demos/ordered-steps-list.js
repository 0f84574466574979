import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function OrderedStepsList() {
  return (
    <div>
      <Typography level="title-md" id="ordered-steps-list-title">
        Rotate an API key
      </Typography>
      <List
        component="ol"
        marker="decimal"
        aria-labelledby="ordered-steps-list-title"
      >
        <ListItem>Create a second key in Settings → API.</ListItem>
        <ListItem>Deploy your services with the new key.</ListItem>
        <ListItem nested>
          Check the dashboard:
          <List marker="circle">
            <ListItem>no requests signed with the old key for 24 hours,</ListItem>
            <ListItem>no 401 errors in the logs.</ListItem>
          </List>
        </ListItem>
        <ListItem>Revoke the old key.</ListItem>
      </List>
    </div>
  );
}
