import { useAutocomplete } from '@mui/base/useAutocomplete';
import { defaultLabels, labels } from './labels';

// Colours are the theme's CSS variables, so the field and its list follow light and dark mode.
// The list is rendered in place (no portal), inside the Tailwind scope.
export default function LabelTagsTailwind() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    popupOpen,
  } = useAutocomplete({
    id: 'label-tags-input',
    multiple: true,
    options: labels,
    defaultValue: defaultLabels,
    filterSelectedOptions: true,
  });
  return (
    <div className="relative min-h-[280px]">
      <label {...getInputLabelProps()} className="mb-1.5 block">
        Labels
      </label>
      <div
        {...getRootProps()}
        className="flex max-w-[420px] flex-wrap gap-1.5 rounded-lg border border-solid border-[color:var(--mui-palette-text-secondary)] bg-[color:var(--mui-palette-background-paper)] p-1.5 text-[color:var(--mui-palette-text-primary)] focus-within:outline focus-within:outline-[3px] focus-within:outline-offset-2 focus-within:outline-[color:var(--mui-palette-primary-main)]"
      >
        {value.map((label, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span
              key={key}
              {...tagProps}
              className="inline-flex items-center gap-1 rounded-xl bg-[color:var(--mui-palette-action-selected)] py-0.5 pe-1 ps-2"
            >
              {label}
              <button
                type="button"
                tabIndex={-1}
                aria-label={`Remove ${label}`}
                onClick={onDelete}
                className="cursor-pointer border-0 bg-transparent text-[color:inherit] [font:inherit]"
              >
                ×
              </button>
            </span>
          );
        })}
        <input
          {...getInputProps()}
          className="min-w-[120px] flex-1 border-0 bg-transparent text-[color:inherit] outline-0 [font:inherit]"
        />
      </div>
      {popupOpen && groupedOptions.length > 0 && (
        <ul
          {...getListboxProps()}
          className="absolute z-[1] my-1 w-60 list-none rounded-lg border border-solid border-[color:var(--mui-palette-divider)] bg-[color:var(--mui-palette-background-paper)] p-1 text-[color:var(--mui-palette-text-primary)]"
        >
          {(groupedOptions as string[]).map((label, index) => {
            const { key, ...optionProps } = getOptionProps({ option: label, index });
            return (
              // useAutocomplete marks the highlighted option with the Mui-focused class.
              <li
                key={key}
                {...optionProps}
                className="cursor-pointer rounded px-2 py-1 [&.Mui-focused]:bg-[color:var(--mui-palette-action-selected)]"
              >
                {label}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
