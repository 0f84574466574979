import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

export default function PricingHighlight() {
  const [yearly, setYearly] = React.useState(true);

  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 360, gap: 1.5 }}>
      <Chip size="sm" variant="soft">
        Most popular
      </Chip>
      <Typography level="h3" component="p">
        Team
      </Typography>
      <Typography level="h2" component="p">
        ${yearly ? 16 : 20}
        <Typography level="body-md" component="span">
          {' '}
          per seat / month
        </Typography>
      </Typography>
      <Typography component="label" level="body-sm" startDecorator={<Switch checked={yearly} onChange={(e) => setYearly(e.target.checked)} />}>
        Billed yearly (save 20%)
      </Typography>
      <List size="sm">
        {['Unlimited projects', 'Shared templates', 'Priority support'].map((feature) => (
          <ListItem key={feature}>
            <ListItemDecorator>
              <Check />
            </ListItemDecorator>
            {feature}
          </ListItem>
        ))}
      </List>
      <Button variant="soft">Start a 14-day trial</Button>
    </Card>
  );
}
