import { LOCALE_NAMES, type Locale } from 'contracts/languages';
import type { ReactNode } from 'react';
import { clsx } from 'shared-ui';
import { formatDateTime } from '../lib/format';
import styles from './record-facts.module.css';

export type Fact = [term: string, value: ReactNode];

/** A record's facts (an enquiry's, a candidate's) as a description list. */
export function RecordFacts({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={clsx(styles.facts, className)}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The two facts every record has: when it came, and the address to answer. */
export const receivedFact = (receivedAt: string): Fact => [
  'Received',
  <time key="at" dateTime={receivedAt}>
    {formatDateTime(receivedAt)}
  </time>,
];

export const emailFact = (email: string): Fact => [
  'E-mail',
  <a key="mail" href={`mailto:${email}`}>
    {email}
  </a>,
];

/** Which language the visitor wrote in (the page they sent it from), and so got their confirmation in. */
export const languageFact = (locale: Locale): Fact => ['Language', LOCALE_NAMES[locale]];
