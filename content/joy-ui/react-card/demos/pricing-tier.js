import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const features = [
  '10 projects',
  'Unlimited viewers',
  'Version history for 90 days',
  'Email support',
];

export default function PricingTier() {
  return (
    <Card size="lg" variant="outlined" sx={{ maxWidth: 320 }}>
      <Chip size="sm" variant="outlined" color="neutral">
        TEAM
      </Chip>
      <Typography level="h2" component="p">
        $29{' '}
        <Typography
          level="body-md"
          component="span"
          sx={{ color: 'text.secondary' }}
        >
          per month
        </Typography>
      </Typography>
      <Divider inset="none" />
      <List size="sm" sx={{ mx: 'calc(-1 * var(--ListItem-paddingX))' }}>
        {features.map((feature) => (
          <ListItem key={feature}>
            <ListItemDecorator>
              <Check />
            </ListItemDecorator>
            {feature}
          </ListItem>
        ))}
      </List>
      <Divider inset="none" />
      {/* CardActions at the bottom: a price note and the call to action share one row. */}
      <CardActions sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography level="body-xs">Billed yearly</Typography>
        <Button variant="solid">Start trial</Button>
      </CardActions>
    </Card>
  );
}
