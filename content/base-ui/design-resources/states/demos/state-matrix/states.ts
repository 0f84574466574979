import * as Base from '@mui/base';

// Read from the installed @mui/base: which shared `base--*` state each component can take.
export const components = Object.entries(Base)
  .filter(([key, value]) => key.endsWith('Classes') && typeof value === 'object' && value !== null)
  .map(([key, value]) => ({
    name: key[0].toUpperCase() + key.slice(1, -'Classes'.length),
    states: Object.values(value as Record<string, string>).filter((c) => c.startsWith('base--')),
  }))
  .filter((component) => component.states.length > 0);

export const states = [...new Set(components.flatMap((component) => component.states))].sort();
