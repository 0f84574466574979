import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sections = [
  { title: 'Account', detail: 'Name, email and password' },
  { title: 'Notifications', detail: 'Email and push settings' },
  { title: 'Billing', detail: 'Plan, invoices and payment method' },
];

export default function ListSectionDividers() {
  return (
    // Stack's divider prop puts a Divider between the children, never before the first or after the last.
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 360 }}>
      <Stack divider={<Divider />}>
        {sections.map((section) => (
          <div key={section.title} style={{ padding: '12px 16px' }}>
            <Typography level="title-sm">{section.title}</Typography>
            <Typography level="body-sm" sx={{ color: 'text.secondary' }}>
              {section.detail}
            </Typography>
          </div>
        ))}
      </Stack>
    </Sheet>
  );
}
