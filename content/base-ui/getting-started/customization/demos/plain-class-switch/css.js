import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { ClassNameConfigurator } from '@mui/base/utils';
import './plain-class-switch.css';

export default function PlainClassSwitchCss() {
  const [disabled, setDisabled] = React.useState(true);
  const ref = React.useRef(null);
  const [classes, setClasses] = React.useState('');
  React.useEffect(() => {
    setClasses(ref.current?.className ?? '');
  }, [disabled]);
  return (
    <div className="plain-class-switch-demo">
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
          className="plain-class-switch"
          slotProps={{
            thumb: { className: 'plain-class-switch-thumb' },
            input: {
              className: 'plain-class-switch-input',
              'aria-label': 'Dark mode',
            },
          }}
        />
      </ClassNameConfigurator>
      <span>
        Root classes: <code>{classes || '…'}</code>
      </span>
    </div>
  );
}
