import * as React from 'react';
import Container from '@mui/joy/Container';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const widths = ['xs', 'sm', 'md'];

export default function ArticleContainer() {
  const [maxWidth, setMaxWidth] = React.useState('sm');

  return (
    <div>
      <RadioGroup
        orientation="horizontal"
        aria-label="Container max width"
        value={maxWidth}
        onChange={(event) => setMaxWidth(event.target.value)}
        sx={{ mb: 2 }}
      >
        {widths.map((width) => (
          <Radio key={width} value={width} label={`maxWidth="${width}"`} />
        ))}
      </RadioGroup>
      <Sheet variant="soft" sx={{ py: 2 }}>
        <Container maxWidth={maxWidth}>
          <Typography level="h4" component="p">
            Why small kitchens cook better
          </Typography>
          <Typography level="body-md" sx={{ mt: 1 }}>
            With everything an arm’s length away, there is no walking between the
            stove and the board. The space forces a habit of cleaning as you go, and
            the best cooks we met all had one.
          </Typography>
        </Container>
      </Sheet>
    </div>
  );
}
