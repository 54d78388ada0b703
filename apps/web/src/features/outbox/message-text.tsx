import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

/** http(s) addresses in a message's text. */
const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** A message's plain text as written, its web addresses as links (React escapes everything else). */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part} underline="always">
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}
