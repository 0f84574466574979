import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';

const total = 10;

export default function QuizProgressStepper() {
  const [question, setQuestion] = React.useState(0);
  return (
    <Box sx={{ maxWidth: 400 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Question {question + 1} of {total}
      </Typography>
      {/* variant="progress" draws a bar: better than dots once there are many steps. */}
      <MobileStepper
        variant="progress"
        steps={total}
        position="static"
        activeStep={question}
        LinearProgressProps={{ 'aria-label': 'Quiz progress' }}
        sx={{
          flexGrow: 1,
          '& .MuiMobileStepper-progress': { width: '100%', mx: 1 },
        }}
        nextButton={
          <Button
            size="small"
            onClick={() => setQuestion((q) => q + 1)}
            disabled={question === total - 1}
          >
            Skip
          </Button>
        }
        backButton={
          <Button
            size="small"
            onClick={() => setQuestion((q) => q - 1)}
            disabled={question === 0}
          >
            Back
          </Button>
        }
      />
    </Box>
  );
}
