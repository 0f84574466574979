import * as React from 'react';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';

const part = {
  border: '1px dashed',
  borderColor: 'neutral.outlinedBorder',
  borderRadius: 'sm',
  p: 1,
  fontFamily: 'code',
  fontSize: 'xs',
};

// Each part is drawn with a dashed box and its component name, to show where it sits.
export default function CardAnatomy() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <CardOverflow variant="soft" sx={{ py: 1.5 }}>
        <Typography level="body-xs" fontFamily="code">
          CardOverflow (reaches the edges)
        </Typography>
      </CardOverflow>
      <CardContent sx={part}>
        <Typography level="body-xs" fontFamily="code">
          CardContent (flex: 1, column)
        </Typography>
      </CardContent>
      <CardActions sx={part}>
        <Typography level="body-xs" fontFamily="code">
          CardActions (row of buttons)
        </Typography>
      </CardActions>
      <CardOverflow variant="soft" sx={{ py: 1.5 }}>
        <Typography level="body-xs" fontFamily="code">
          CardOverflow
        </Typography>
      </CardOverflow>
    </Card>
  );
}
