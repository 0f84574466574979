import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const scale = ['Poor', 'Fair', 'Good', 'Great'];
const questions = ['Food', 'Service', 'Atmosphere'];

export default function SurveyGrid() {
  const id = React.useId();
  const [answers, setAnswers] = React.useState({ Food: 'Good' });

  return (
    <Sheet
      variant="outlined"
      sx={{ borderRadius: 'sm', overflow: 'auto', maxWidth: 560 }}
    >
      <Table
        aria-label="Rate your visit"
        sx={{
          tableLayout: 'fixed',
          '& th': { textAlign: 'center' },
          '& th:first-of-type': { width: '28%' },
        }}
      >
        <thead>
          <tr>
            <th style={{ textAlign: 'left' }}>Aspect</th>
            {scale.map((label) => (
              <th key={label}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {questions.map((question) => (
            <tr key={question}>
              <th scope="row" id={`${id}-${question}`} style={{ textAlign: 'left' }}>
                {question}
              </th>
              {/* One RadioGroup per row, in a cell spanning the scale; its grid matches the columns. */}
              <td colSpan={scale.length}>
                <RadioGroup
                  aria-labelledby={`${id}-${question}`}
                  name={`${id}-${question}`}
                  value={answers[question] ?? ''}
                  onChange={(event) =>
                    setAnswers((current) => ({
                      ...current,
                      [question]: event.target.value,
                    }))
                  }
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: `repeat(${scale.length}, 1fr)`,
                    justifyItems: 'center',
                    gap: 0,
                    '& > *': { m: 0 },
                  }}
                >
                  {scale.map((label) => (
                    <Radio
                      key={label}
                      value={label}
                      slotProps={{ input: { 'aria-label': label } }}
                    />
                  ))}
                </RadioGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
