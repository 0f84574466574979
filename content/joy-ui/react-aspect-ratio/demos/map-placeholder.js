import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';

const ratios = ['1', '4/3', '16/9', '21/9'];

export default function MapPlaceholder() {
  const [ratio, setRatio] = React.useState('4/3');
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Select
        value={ratio}
        onChange={(_event, next) => next && setRatio(next)}
        slotProps={{ button: { 'aria-label': 'Ratio' } }}
        sx={{ width: 140 }}
      >
        {ratios.map((value) => (
          <Option key={value} value={value}>
            {value === '1' ? '1 (square)' : value}
          </Option>
        ))}
      </Select>
      <AspectRatio
        ratio={ratio}
        variant="soft"
        color="primary"
        maxHeight={260}
        sx={{ borderRadius: 'md' }}
      >
        <Typography
          level="body-sm"
          startDecorator={<MapOutlinedIcon />}
          sx={{ flexDirection: 'column' }}
        >
          Map loads here, at {ratio}
        </Typography>
      </AspectRatio>
    </Stack>
  );
}
