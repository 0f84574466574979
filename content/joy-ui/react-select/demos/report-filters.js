import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const ranges = { '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last quarter' };

export default function ReportFilters() {
  const [range, setRange] = React.useState('30d');
  const [region, setRegion] = React.useState(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControl sx={{ minWidth: 180 }}>
          <FormLabel>Period</FormLabel>
          <Select value={range} onChange={(_event, next) => next && setRange(next)}>
            {Object.keys(ranges).map((key) => (
              <Option key={key} value={key}>
                {ranges[key]}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl sx={{ minWidth: 180 }}>
          <FormLabel>Region</FormLabel>
          <Select
            placeholder="All regions"
            value={region}
            onChange={(_event, next) => setRegion(next)}
            // The default 0.64 opacity leaves the placeholder below 4.5:1 contrast.
            sx={{ '--Select-placeholderOpacity': 1 }}
          >
            <Option value="emea">Europe, Middle East, Africa</Option>
            <Option value="amer">Americas</Option>
            <Option value="apac">Asia Pacific</Option>
            <Option value="antarctica" disabled>
              Antarctica (no sales)
            </Option>
          </Select>
        </FormControl>
      </Stack>
      <Typography level="body-sm">
        Showing {ranges[range].toLowerCase()} for{' '}
        {region ? region.toUpperCase() : 'all regions'}.
      </Typography>
    </Stack>
  );
}
