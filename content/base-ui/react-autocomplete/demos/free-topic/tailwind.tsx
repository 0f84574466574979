import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { topics } from './topics';

export default function FreeTopicTailwind() {
  const id = React.useId();
  const [value, setValue] = React.useState<string | null>('Forms');
  const [inputValue, setInputValue] = React.useState('Forms');
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, popupOpen } = useAutocomplete({
    id: `${id}-topic`,
    options: topics,
    freeSolo: true,
    value,
    onChange: (_, next) => setValue(next),
    inputValue,
    onInputChange: (_, next) => setInputValue(next),
  });
  return (
    <div className="relative min-h-[260px]">
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} className="mb-1.5 block">
          Talk topic
        </label>
        <input
          {...getInputProps()}
          className="w-[280px] rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline focus:outline-blue-200"
        />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <ul {...getListboxProps()} className="absolute z-10 my-1 w-[280px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900">
          {(groupedOptions as string[]).map((topic, index) => {
            const { key, ...optionProps } = getOptionProps({ option: topic, index });
            return (
              <li key={key} {...optionProps} className="cursor-pointer rounded-md px-2 py-1.5 [&.Mui-focused]:bg-slate-200">
                {topic}
              </li>
            );
          })}
        </ul>
      ) : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3">
        <dt>value</dt>
        <dd className="m-0">{value === null ? 'null' : `“${value}”`}</dd>
        <dt>inputValue</dt>
        <dd className="m-0">“{inputValue}”</dd>
      </dl>
    </div>
  );
}
