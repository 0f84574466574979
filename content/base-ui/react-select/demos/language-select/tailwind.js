import { Select } from '@mui/base/Select';

import { Option } from '@mui/base/Option';

const languages = [
  { code: 'en', native: 'English', english: 'English' },
  { code: 'de', native: 'Deutsch', english: 'German' },
  { code: 'ja', native: '日本語', english: 'Japanese' },
  { code: 'pt-BR', native: 'Português (Brasil)', english: 'Portuguese, Brazil' },
];

// The button shows a compact code and the name; the options show two lines.
function renderValue(option) {
  const language = languages.find((item) => item.code === option?.value);
  if (!language) return 'Language';
  return (
    <>
      <span className="rounded bg-blue-700 px-1.5 text-xs font-bold text-white">
        {language.code}
      </span>
      {language.native}
    </>
  );
}

const option =
  'group grid cursor-pointer rounded-md px-2 py-1.5 [&.base-Option-highlighted:not(.base--selected)]:bg-slate-200 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white';

export default function LanguageSelectTailwind() {
  return (
    <div className="grid justify-items-start gap-1.5">
      <label htmlFor="language-tailwind">Interface language</label>
      <Select
        id="language-tailwind"
        defaultValue="de"
        renderValue={renderValue}
        slotProps={{
          root: {
            className:
              'inline-flex cursor-pointer items-center gap-2 rounded-full border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-200',
          },
          popup: { disablePortal: true, className: 'z-10' },
          listbox: {
            className:
              'my-1 w-[260px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
          },
        }}
      >
        {languages.map((language) => (
          <Option
            key={language.code}
            value={language.code}
            label={language.native}
            className={option}
          >
            <span lang={language.code}>{language.native}</span>
            <span className="text-[13px] text-slate-600 group-[.base--selected]:text-blue-100">
              {language.english}
            </span>
          </Option>
        ))}
      </Select>
    </div>
  );
}
