import * as React from 'react';
import { Box, Container } from '@mui/system';

export default function ContainerArticle() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 3, borderRadius: 1 }}>
      <Container
        maxWidth="sm"
        component="article"
        sx={{ bgcolor: 'background.paper', py: 2 }}
      >
        <Box component="h3" sx={{ typography: 'h6', mt: 0 }}>
          Field notes: the river survey
        </Box>
        <Box component="p" sx={{ typography: 'body1', mb: 0 }}>
          Lines of text read best at 50 to 75 characters. Capping the column at the
          sm breakpoint keeps this paragraph within that range on a wide monitor,
          while on a phone it uses the whole width minus the gutters.
        </Box>
      </Container>
    </Box>
  );
}
