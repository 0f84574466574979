import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';

export default function TreePlantingBanner() {
  return (
    // A soft surface inverts too: in light mode the children get darker shades of the color,
    // in dark mode lighter ones, with no code for either mode.
    <Card variant="soft" color="success" invertedColors sx={{ maxWidth: 520, p: 3 }}>
      <Typography level="h3" component="p">
        Plant a tree with every order
      </Typography>
      <Typography level="body-md">
        Since March, each order funds one native tree in a reforestation project near
        you. We have planted 18,240 so far.
      </Typography>
      <CardActions sx={{ justifyContent: 'flex-start' }}>
        <Button variant="solid">See the projects</Button>
        <Button variant="outlined">Read the report</Button>
      </CardActions>
    </Card>
  );
}
