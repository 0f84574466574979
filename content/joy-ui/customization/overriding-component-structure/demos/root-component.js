import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import Download from '@mui/icons-material/Download';

export default function RootComponent() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      {/* Looks like title-lg, is an h2 in the document outline. */}
      <Typography component="h2" level="title-lg">
        Installing the desktop app
      </Typography>
      {/* An ordered list, because the order matters. */}
      <List component="ol" marker="decimal" size="sm">
        <ListItem>Download the installer.</ListItem>
        <ListItem>Open it and drag the app to Applications.</ListItem>
        <ListItem>Sign in with your work account.</ListItem>
      </List>
      {/* A real link: middle-click opens a tab, the status bar shows the target. */}
      <Button
        component="a"
        href="/joy-ui/getting-started/installation/"
        startDecorator={<Download />}
      >
        Installation guide
      </Button>
    </Card>
  );
}
