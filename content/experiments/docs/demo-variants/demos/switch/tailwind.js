import { Switch } from '@mui/base/Switch';

export default function SwitchTailwind() {
  return (
    <Switch
      defaultChecked
      slotProps={{
        root: { className: 'group relative inline-block h-6 w-10 cursor-pointer' },
        track: {
          className:
            'absolute inset-0 rounded-full bg-slate-500 group-[.base--checked]:bg-blue-700',
        },
        thumb: {
          className:
            'absolute left-1 top-1 h-4 w-4 rounded-full bg-white transition-all group-[.base--checked]:left-5',
        },
        input: {
          className: 'absolute inset-0 m-0 cursor-inherit opacity-0',
          'aria-label': 'Notifications',
        },
      }}
    />
  );
}
