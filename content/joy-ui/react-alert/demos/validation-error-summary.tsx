import * as React from 'react';
import Alert from '@mui/joy/Alert';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';

const errors = [
  'Enter a postcode, like 1012 AB.',
  'The card number is one digit short.',
  'Accept the terms to continue.',
];

export default function ValidationErrorSummary() {
  return (
    <Alert
      variant="outlined"
      color="danger"
      startDecorator={<ErrorOutlineIcon />}
      // Top-align the icon with the title when the alert has several lines.
      sx={{ alignItems: 'flex-start', maxWidth: 460 }}
    >
      <div>
        <Typography level="title-sm" color="danger">
          3 problems stop this order
        </Typography>
        <List marker="disc" size="sm" sx={{ '--ListItem-minHeight': '1.5rem' }}>
          {errors.map((error) => (
            <ListItem key={error}>{error}</ListItem>
          ))}
        </List>
      </div>
    </Alert>
  );
}
