import { Fragment, type ReactNode } from 'react';
import type { MessageValues, Translate } from 'shared-ui';

/** Marks a placeholder's place in a formatted message (a private-use character, never in a catalogue). */
const MARK = '\uE000';

/**
 * A message with elements in some of its placeholders (a date, a link, a job's own title): the
 * catalogue decides the words around them and their order, the page the elements.
 */
export function messageWith<Id extends string>(
  t: Translate<Id>,
  id: Id,
  elements: Record<string, ReactNode>,
  values: MessageValues = {},
): ReactNode {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(id, { ...values, ...marks })
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={part}>{elements[part]}</Fragment> : part))
    .filter((part) => part !== '');
}
