import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const messages = Array.from({ length: 12 }, (_, index) => `Build #${1040 + index} finished in ${3 + (index % 4)} min`);

const button = 'cursor-pointer rounded-md border border-solid border-blue-700 bg-blue-700 px-3 py-1.5 text-white';

export default function PanelScopedModalTailwind() {
  const [open, setOpen] = React.useState(false);
  const [panel, setPanel] = React.useState<HTMLDivElement | null>(null);
  const titleId = React.useId();
  return (
    // The panel is inside the demo, so mounting into it keeps the Tailwind scope.
    <div ref={setPanel} className="relative h-[220px] max-w-[360px] overflow-y-auto rounded-lg border border-solid border-slate-300 bg-white text-slate-900">
      <div className="grid justify-items-start gap-2 p-3">
        <button type="button" className={button} onClick={() => setOpen(true)}>
          Pause the pipeline
        </button>
        {messages.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={panel}
        className="absolute inset-x-0 z-[1] grid h-full place-items-center"
        style={{ top: panel?.scrollTop ?? 0 }}
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop: { className: 'absolute inset-0 -z-10 bg-slate-900/60' } }}
      >
        <div className="w-60 rounded-lg bg-white p-4 text-slate-900 outline-none" role="dialog" aria-modal aria-labelledby={titleId} tabIndex={-1}>
          <p id={titleId} className="mt-0">
            Pause new builds? Running ones finish.
          </p>
          <button type="button" className={button} onClick={() => setOpen(false)}>
            Pause
          </button>
        </div>
      </Modal>
    </div>
  );
}
