import { Input } from '@mui/base/Input';

export default function ReviewMultilineTailwind() {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="review-multiline-tailwind">Your review</label>
      <Input
        className="w-full max-w-[420px] rounded-lg border border-solid border-slate-500 bg-white text-slate-900 [&.base--focused]:border-blue-700 [&.base--focused]:shadow-[0_0_0_3px_#bfdbfe]"
        multiline
        minRows={2}
        maxRows={6}
        placeholder="What did you like, what could be better?"
        slotProps={{
          // With multiline the input slot is a textarea that grows between minRows and maxRows.
          input: {
            id: 'review-multiline-tailwind',
            className:
              'box-border block w-full resize-none border-0 bg-transparent px-3 py-2 leading-normal text-inherit outline-0',
          },
        }}
      />
    </div>
  );
}
