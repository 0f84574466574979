import * as React from 'react';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const columns = [
  { title: 'Product', links: ['Joy UI', 'Material UI', 'Base UI'] },
  { title: 'Help', links: ['Getting started', 'Support'] },
];
const targets: Record<string, string> = {
  'Joy UI': '/joy-ui/getting-started/',
  'Material UI': '/material-ui/getting-started/',
  'Base UI': '/base-ui/getting-started/',
  'Getting started': '/joy-ui/getting-started/',
  Support: '/joy-ui/getting-started/support/',
};

export default function InvertedFooterLinks() {
  return (
    // In a solid footer with invertedColors, links (neutral here) take colors readable on it.
    <Sheet component="footer" invertedColors variant="solid" color="neutral" sx={{ p: 3, borderRadius: 'md', display: 'flex', gap: 6 }}>
      {columns.map((column) => (
        <Box key={column.title} component="nav" aria-label={column.title} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography level="title-sm">{column.title}</Typography>
          {column.links.map((label) => (
            <Link key={label} href={targets[label]} level="body-sm" color="neutral">
              {label}
            </Link>
          ))}
        </Box>
      ))}
    </Sheet>
  );
}
