import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

const viewers = [
  'Amara Kone',
  'Jonas Lind',
  'Mei Ren',
  'Priya Shah',
  'Tomás Ruiz',
  'Lena Vogel',
  'Kofi Mensah',
];
const SHOWN = 4;

export default function DocumentViewers() {
  const hidden = viewers.slice(SHOWN);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <AvatarGroup
          size="sm"
          role="group"
          aria-label={`${viewers.length} people viewing`}
        >
          {viewers.slice(0, SHOWN).map((name) => (
            <Tooltip key={name} title={name} variant="soft">
              <Avatar role="img" tabIndex={0} aria-label={name}>
                {name[0]}
              </Avatar>
            </Tooltip>
          ))}
          <Tooltip title={hidden.join(', ')} variant="soft">
            <Avatar
              role="img"
              tabIndex={0}
              aria-label={`and ${hidden.length} more: ${hidden.join(', ')}`}
            >
              +{hidden.length}
            </Avatar>
          </Tooltip>
        </AvatarGroup>
        <Typography level="body-sm">are viewing this document</Typography>
      </Stack>
      <AvatarGroup variant="solid" color="neutral" size="lg" aria-hidden>
        <Avatar>A</Avatar>
        <Avatar>B</Avatar>
        <Avatar>C</Avatar>
      </AvatarGroup>
    </Stack>
  );
}
