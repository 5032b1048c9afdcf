import { Link } from 'react-router';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after a link belongs to the sentence, not to the address.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

type Piece = { text: string } | { url: string };

/** Splits plain text into text and http(s) addresses. */
export function splitLinks(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index ?? 0;
    if (start > last) pieces.push({ text: text.slice(last, start) });
    pieces.push({ url });
    last = start + url.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

function sameSitePath(url: string): string | null {
  try {
    const target = new URL(url);
    return target.origin === window.location.origin
      ? `${target.pathname}${target.search}${target.hash}`
      : null;
  } catch {
    return null;
  }
}

/** Links to this site stay in the app; any other opens in a new tab without access to this one. */
function MailLink({ url }: { url: string }) {
  const path = sameSitePath(url);
  if (path) return <Link to={path}>{url}</Link>;
  return (
    <a href={url} rel="noopener noreferrer" target="_blank">
      {url}
    </a>
  );
}

/**
 * A mail's plain text with its addresses clickable. Built from text nodes and anchors, never from
 * the mail's HTML, so nothing in a mail can run in the page.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((piece, index) =>
        'url' in piece ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
          <MailLink key={index} url={piece.url} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
