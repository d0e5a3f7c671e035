import { useMemo } from 'react';
import { linkifyParts } from '../lib/linkify';

/** Plain text with its web and email addresses as links; never rendered as HTML. Line breaks are kept by CSS. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = useMemo(() => linkifyParts(text), [text]);
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
