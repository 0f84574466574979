import { tokenizeInline } from '@/modules/api';

/** A JSDoc description: `code` spans and external links, the rest plain text (no HTML injection). */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {tokenizeInline(text).map((token, index) =>
        token.kind === 'code' ? (
          <code key={index}>{token.text}</code>
        ) : token.kind === 'link' ? (
          <a key={index} href={token.href} rel="noopener">
            {token.text}
          </a>
        ) : (
          <span key={index}>{token.text}</span>
        ),
      )}
    </>
  );
}
