import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { ClassNameConfigurator } from '@mui/base/utils';

// With the default classes off there is no base--checked either: states are styled from the
// native input instead (has-[:checked], has-[:focus-visible]).
export default function PlainClassSwitchTailwind() {
  const [disabled, setDisabled] = React.useState(true);
  const ref = React.useRef(null);
  const [classes, setClasses] = React.useState('');
  React.useEffect(() => {
    setClasses(ref.current?.className ?? '');
  }, [disabled]);
  return (
    <div className="grid justify-items-start gap-3">
      <label>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{' '}
        disableDefaultClasses
      </label>
      <ClassNameConfigurator disableDefaultClasses={disabled}>
        <Switch
          ref={ref}
          defaultChecked
          className="group relative inline-block h-6 w-11 cursor-pointer rounded-xl bg-slate-500 has-[:checked]:bg-blue-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-300"
          slotProps={{
            thumb: {
              className:
                'absolute left-[3px] top-[3px] h-[18px] w-[18px] rounded-full bg-white transition-[left] group-has-[:checked]:left-[23px]',
            },
            input: {
              className: 'absolute inset-0 m-0 cursor-[inherit] opacity-0',
              'aria-label': 'Dark mode',
            },
          }}
        />
      </ClassNameConfigurator>
      <span>
        Root classes: <code>{classes}</code>
      </span>
    </div>
  );
}
