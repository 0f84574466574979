import type { PopperPlacementType } from '@mui/base/Popper';

export const placements: PopperPlacementType[] = [
  'top-start',
  'top',
  'top-end',
  'left',
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];
