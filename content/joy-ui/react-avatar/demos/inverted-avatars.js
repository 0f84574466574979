import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function InvertedAvatars() {
  return (
    // invertedColors: the avatars' soft variant and the group's ring use colors
    // that read on the solid card, whatever its color.
    <Card
      variant="solid"
      color="primary"
      invertedColors
      sx={{ width: 300, bgcolor: 'primary.800' }}
    >
      <Typography level="title-md">Design guild</Typography>
      <Typography level="body-sm">Meets every second Thursday.</Typography>
      <AvatarGroup
        variant="soft"
        role="group"
        aria-label="Members: Ana, Bo, Cyril and 9 more"
      >
        <Avatar aria-hidden>AN</Avatar>
        <Avatar aria-hidden>BO</Avatar>
        <Avatar aria-hidden>CY</Avatar>
        <Avatar aria-hidden>+9</Avatar>
      </AvatarGroup>
    </Card>
  );
}
