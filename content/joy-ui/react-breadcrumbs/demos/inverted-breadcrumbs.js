import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function InvertedBreadcrumbs() {
  return (
    // invertedColors recolors the links, the separators and the title for the dark header.
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      sx={{ bgcolor: 'neutral.800', p: 3, borderRadius: 'md' }}
    >
      <Breadcrumbs aria-label="Breadcrumb" size="sm" sx={{ px: 0 }}>
        <Link href="?page=docs">Docs</Link>
        <Link href="?page=guides">Guides</Link>
        <Typography aria-current="page">Deploying</Typography>
      </Breadcrumbs>
      <Typography level="h3" component="p">
        Deploying your app
      </Typography>
    </Sheet>
  );
}
