import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function StretchedGroup() {
  const [answer, setAnswer] = React.useState(null);

  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <Typography level="title-sm">Was this article helpful?</Typography>
      {/* buttonFlex shares the width equally between the buttons. */}
      <ButtonGroup
        buttonFlex={1}
        aria-label="Feedback"
        sx={{ '--ButtonGroup-radius': '40px' }}
      >
        {['Yes', 'Somewhat', 'No'].map((option) => (
          <Button
            key={option}
            variant={answer === option ? 'solid' : 'outlined'}
            color={answer === option ? 'primary' : 'neutral'}
            aria-pressed={answer === option}
            onClick={() => setAnswer(option)}
          >
            {option}
          </Button>
        ))}
      </ButtonGroup>
    </Card>
  );
}
