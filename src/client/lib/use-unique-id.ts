import { useState } from 'react';

let lastId = 0;

/**
 * An element id unique on the page, for label/input and button/menu pairs. Not `useId`: in the
 * browser bundle (Preact, decision 0003) its ids restart inside portals, so a field in a
 * react-bootstrap modal got the id of the header's language menu and its label pointed there.
 */
export function useUniqueId(prefix = 'field'): string {
  const [id] = useState(() => `${prefix}-${++lastId}`);
  return id;
}
