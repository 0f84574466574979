import * as React from 'react';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const initial = ['ines@example.com', 'tomas@example.com', 'wei@example.com'];

export default function RecipientChips() {
  const [recipients, setRecipients] = React.useState(initial);
  const [primary, setPrimary] = React.useState(initial[0]);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {recipients.map((email) => (
          <Chip
            key={email}
            variant={email === primary ? 'solid' : 'soft'}
            color="primary"
            // Clicking the chip makes it the primary recipient…
            onClick={() => setPrimary(email)}
            // …and the delete button, a separate control, removes it.
            endDecorator={
              <ChipDelete
                aria-label={`Remove ${email}`}
                onDelete={() => {
                  setRecipients((list) => list.filter((item) => item !== email));
                }}
              />
            }
          >
            {email}
          </Chip>
        ))}
      </Stack>
      <Typography level="body-sm">
        Primary recipient: {recipients.includes(primary) ? primary : 'none'}
      </Typography>
    </Stack>
  );
}
