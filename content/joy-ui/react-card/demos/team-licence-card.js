import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function TeamLicenceCard() {
  return (
    // A solid card with invertedColors: the chip, divider and both buttons switch to colors that
    // work on the dark surface without being styled one by one.
    <Card
      variant="solid"
      color="primary"
      invertedColors
      sx={{ maxWidth: 360, boxShadow: 'lg', bgcolor: 'primary.800' }}
    >
      <CardContent>
        <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
          Team licence
        </Chip>
        <Typography level="h3" component="p">
          5 seats
        </Typography>
        <Typography level="body-md">
          Renews on 17 April 2025. Two seats are free: invite colleagues before the
          renewal date.
        </Typography>
      </CardContent>
      <Divider />
      <CardActions>
        <Button variant="soft" size="sm">
          Manage seats
        </Button>
        <Button variant="solid" size="sm">
          Upgrade
        </Button>
      </CardActions>
    </Card>
  );
}
