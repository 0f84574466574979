import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const files = ['report.pdf', 'budget.xlsx', 'photo.jpg'];

export default function SelectAll() {
  const [selected, setSelected] = React.useState(['budget.xlsx']);
  const all = selected.length === files.length;
  const some = selected.length > 0 && !all;
  const parentRef = React.useRef(null);

  // `indeterminate` only changes the icon; the native property is what screen readers announce as "mixed".
  React.useEffect(() => {
    if (parentRef.current) parentRef.current.indeterminate = some;
  }, [some]);

  const toggle = (file) =>
    setSelected((current) =>
      current.includes(file)
        ? current.filter((f) => f !== file)
        : [...current, file],
    );

  return (
    <div>
      <FormControlLabel
        label={`Select all (${selected.length} of ${files.length})`}
        control={
          <Checkbox
            checked={all}
            indeterminate={some}
            onChange={() => setSelected(all ? [] : files)}
            inputRef={parentRef}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {files.map((file) => (
          <FormControlLabel
            key={file}
            label={file}
            control={
              <Checkbox
                checked={selected.includes(file)}
                onChange={() => toggle(file)}
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
