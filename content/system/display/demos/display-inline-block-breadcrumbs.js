import * as React from 'react';
import { Box } from '@mui/system';

const trail = ['Home', 'Clothing', 'Sweaters'];

// The list items are inline-block so they sit in one line yet take padding; the note is block.
export default function DisplayInlineBlockBreadcrumbs() {
  return (
    <Box component="nav" aria-label="Breadcrumb">
      <Box component="ol" sx={{ m: 0, p: 0 }}>
        {trail.map((step, index) => (
          <Box
            component="li"
            key={step}
            sx={{ display: 'inline-block', px: 1, py: 0.5 }}
          >
            {index < trail.length - 1 ? (
              <Box
                component="a"
                href={`#display-inline-block-${step.toLowerCase()}`}
                sx={{ color: 'primary.main' }}
              >
                {step}
              </Box>
            ) : (
              <span aria-current="page">{step}</span>
            )}
            {index < trail.length - 1 ? (
              <Box
                component="span"
                aria-hidden="true"
                sx={{ display: 'inline', pl: 1, color: 'text.secondary' }}
              >
                /
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
      <Box
        component="p"
        sx={{ display: 'block', mt: 1, mb: 0, color: 'text.secondary' }}
      >
        A block element starts on its own line.
      </Box>
      <span id="display-inline-block-home" />
      <span id="display-inline-block-clothing" />
    </Box>
  );
}
