import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function QuizQuestion() {
  const labelId = React.useId();
  const [answer, setAnswer] = React.useState('');
  const [result, setResult] = React.useState({
    error: false,
    text: 'Pick one answer.',
  });

  const check = (event) => {
    event.preventDefault();
    if (!answer)
      setResult({ error: true, text: 'Choose an answer before checking.' });
    else if (answer === 'li')
      setResult({ error: false, text: 'Correct: list items go inside ul or ol.' });
    else setResult({ error: true, text: 'Not quite. Try again.' });
  };

  return (
    <form onSubmit={check}>
      <FormControl error={result.error}>
        <FormLabel id={labelId}>
          Which element belongs directly inside a ul?
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name="quiz-answer"
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        >
          <FormControlLabel value="div" control={<Radio />} label="div" />
          <FormControlLabel value="li" control={<Radio />} label="li" />
          <FormControlLabel value="span" control={<Radio />} label="span" />
        </RadioGroup>
        <FormHelperText>{result.text}</FormHelperText>
        <Button
          type="submit"
          variant="outlined"
          sx={{ mt: 1, alignSelf: 'flex-start' }}
        >
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
