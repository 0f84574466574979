import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import MailOutline from '@mui/icons-material/MailOutline';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Language from '@mui/icons-material/Language';

export default function CenteredBioCard() {
  return (
    // alignItems and textAlign on the card center every child: avatar, chip and text.
    <Card sx={{ width: 300, alignItems: 'center', textAlign: 'center' }}>
      <Avatar
        size="lg"
        color="primary"
        variant="soft"
        sx={{ '--Avatar-size': '72px' }}
      >
        IR
      </Avatar>
      <Chip size="sm" variant="soft" color="success">
        Available for projects
      </Chip>
      <CardContent sx={{ alignItems: 'center' }}>
        <Typography level="title-lg">Ines Rocha</Typography>
        <Typography level="body-sm" sx={{ maxWidth: '24ch' }}>
          Illustrator for children&apos;s books and museum guides, based in Porto.
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'center', gap: 1 }}>
        <IconButton variant="outlined" aria-label="Email Ines">
          <MailOutline />
        </IconButton>
        <IconButton variant="outlined" aria-label="Call Ines">
          <PhoneOutlined />
        </IconButton>
        <IconButton variant="outlined" aria-label="Ines's portfolio website">
          <Language />
        </IconButton>
      </CardActions>
    </Card>
  );
}
