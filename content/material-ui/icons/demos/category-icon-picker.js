import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

import Restaurant from '@mui/icons-material/Restaurant';
import LocalCafe from '@mui/icons-material/LocalCafe';
import LocalGroceryStore from '@mui/icons-material/LocalGroceryStore';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import Flight from '@mui/icons-material/Flight';
import Hotel from '@mui/icons-material/Hotel';
import Home from '@mui/icons-material/Home';
import Bolt from '@mui/icons-material/Bolt';
import WaterDrop from '@mui/icons-material/WaterDrop';
import Wifi from '@mui/icons-material/Wifi';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import LocalHospital from '@mui/icons-material/LocalHospital';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import School from '@mui/icons-material/School';
import Pets from '@mui/icons-material/Pets';
import ChildCare from '@mui/icons-material/ChildCare';
import Movie from '@mui/icons-material/Movie';
import MusicNote from '@mui/icons-material/MusicNote';
import SportsEsports from '@mui/icons-material/SportsEsports';
import Checkroom from '@mui/icons-material/Checkroom';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Savings from '@mui/icons-material/Savings';

// Each icon is its own import, so only these 24 reach the bundle.
const icons = [
  { name: 'Restaurant', tags: 'food eating out dinner', Icon: Restaurant },
  { name: 'LocalCafe', tags: 'coffee cafe drink', Icon: LocalCafe },
  {
    name: 'LocalGroceryStore',
    tags: 'groceries shopping food cart',
    Icon: LocalGroceryStore,
  },
  { name: 'DirectionsBus', tags: 'transport commute bus', Icon: DirectionsBus },
  { name: 'DirectionsCar', tags: 'transport car taxi', Icon: DirectionsCar },
  { name: 'LocalGasStation', tags: 'fuel petrol car', Icon: LocalGasStation },
  { name: 'Flight', tags: 'travel plane holiday', Icon: Flight },
  { name: 'Hotel', tags: 'travel sleep holiday', Icon: Hotel },
  { name: 'Home', tags: 'rent mortgage house', Icon: Home },
  { name: 'Bolt', tags: 'electricity energy bills', Icon: Bolt },
  { name: 'WaterDrop', tags: 'water bills utilities', Icon: WaterDrop },
  { name: 'Wifi', tags: 'internet broadband bills', Icon: Wifi },
  { name: 'PhoneIphone', tags: 'mobile phone bills', Icon: PhoneIphone },
  { name: 'LocalHospital', tags: 'health doctor medical', Icon: LocalHospital },
  { name: 'FitnessCenter', tags: 'gym sport health', Icon: FitnessCenter },
  { name: 'School', tags: 'education tuition books', Icon: School },
  { name: 'Pets', tags: 'pet vet dog cat', Icon: Pets },
  { name: 'ChildCare', tags: 'kids baby family', Icon: ChildCare },
  { name: 'Movie', tags: 'cinema entertainment film', Icon: Movie },
  { name: 'MusicNote', tags: 'music concerts entertainment', Icon: MusicNote },
  { name: 'SportsEsports', tags: 'games entertainment', Icon: SportsEsports },
  { name: 'Checkroom', tags: 'clothes fashion shopping', Icon: Checkroom },
  { name: 'CardGiftcard', tags: 'gifts presents', Icon: CardGiftcard },
  { name: 'Savings', tags: 'saving money piggy bank', Icon: Savings },
];

export default function CategoryIconPicker() {
  const [query, setQuery] = React.useState('');
  const [chosen, setChosen] = React.useState('Restaurant');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = icons.filter(({ name, tags }) =>
    words.every((word) => `${name} ${tags}`.toLowerCase().includes(word)),
  );

  return (
    <Box sx={{ maxWidth: 440 }}>
      <TextField
        id="category-icon-picker-search"
        label="Search icons"
        placeholder="food, travel, bills…"
        size="small"
        fullWidth
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{ my: 1 }}
      >
        {matches.length} of {icons.length} icons
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={chosen}
        onChange={(_event, value) => setChosen(value)}
        aria-label="Category icon"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {matches.map(({ name, Icon }) => (
          <ToggleButton key={name} value={name} aria-label={name} sx={{ border: 0 }}>
            <Icon />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {chosen ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Import:{' '}
          <code>{`import ${chosen}Icon from '@mui/icons-material/${chosen}';`}</code>
        </Typography>
      ) : null}
    </Box>
  );
}
