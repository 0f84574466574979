export const steps = [
  { value: 'install', label: '1. Install', text: 'Add @mui/base to your project with your package manager.' },
  { value: 'style', label: '2. Style', text: 'Pick a styling approach: System, Tailwind or plain CSS.' },
  { value: 'ship', label: '3. Ship', text: 'Build and deploy; Base UI adds no runtime stylesheet.' },
];
