import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const rows = [
  { name: 'Invoice 1041', status: 'Paid', tone: 'success' },
  { name: 'Invoice 1042', status: 'Overdue', tone: 'danger' },
  { name: 'Invoice 1043', status: 'Draft', tone: 'neutral' },
] as const;

export default function ChannelTokenTints() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', overflow: 'hidden', maxWidth: 420 }}>
      {rows.map((row) => (
        <Sheet
          key={row.name}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            px: 2,
            py: 1.25,
            // A 12% tint of the color, from its channel token: works in both schemes.
            bgcolor: `rgba(var(--joy-palette-${row.tone}-mainChannel) / 0.12)`,
            // A solid bar in the same hue marks the row's start.
            borderInlineStart: '4px solid',
            borderColor: `${row.tone}.solidBg`,
          }}
        >
          <Typography level="body-sm" textColor="text.primary">
            {row.name}
          </Typography>
          <Typography level="body-sm" textColor={`${row.tone}.softColor`} fontWeight="lg">
            {row.status}
          </Typography>
        </Sheet>
      ))}
    </Sheet>
  );
}
