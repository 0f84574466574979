import * as React from 'react';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Search from '@mui/icons-material/Search';

export default function PillSearchVariables() {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {/* CSS variables: a taller, rounder field, and a button sized to fit inside it. */}
      <Input
        aria-label="Search destinations"
        placeholder="Where to?"
        startDecorator={<Search />}
        endDecorator={<Button type="submit">Search</Button>}
        sx={{
          '--Input-minHeight': '56px',
          '--Input-radius': '28px',
          '--Input-gap': '12px',
          '--Input-decoratorChildHeight': '44px',
          '& button': { borderRadius: '22px' },
          maxWidth: 420,
        }}
      />
    </form>
  );
}
