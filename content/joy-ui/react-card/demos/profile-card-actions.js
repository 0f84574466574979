import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function ProfileCardActions() {
  const [following, setFollowing] = React.useState(false);

  return (
    <Card
      sx={{
        width: 300,
        textAlign: 'center',
        alignItems: 'center',
        '--Card-padding': '20px',
      }}
    >
      <Avatar size="lg" sx={{ '--Avatar-size': '64px' }}>
        NA
      </Avatar>
      <Chip size="sm" variant="soft" color="primary">
        Maintainer
      </Chip>
      <CardContent>
        <Typography level="title-lg">Noor Ahmed</Typography>
        <Typography level="body-sm">
          Works on the date pickers and the docs search.
        </Typography>
      </CardContent>
      {/* buttonFlex shares the width between the actions. */}
      <CardActions buttonFlex="1 1 0">
        <Button variant="outlined" color="neutral">
          Message
        </Button>
        <Button
          variant={following ? 'soft' : 'solid'}
          aria-pressed={following}
          onClick={() => setFollowing((f) => !f)}
        >
          {following ? 'Following' : 'Follow'}
        </Button>
      </CardActions>
    </Card>
  );
}
