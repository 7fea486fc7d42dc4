import type { ReactNode } from 'react';
import { Container } from 'shared-ui';
import styles from './layout.module.css';

/** The job pages' body: the main column, and beside it from 60rem a sidebar a third as wide. */
export function PageColumns({ children }: { children: ReactNode }) {
  return <Container className={styles.columns}>{children}</Container>;
}

/** A list (ul or ol) of cards in as many columns as fit, each at least 17rem wide. */
export const cardGridClassName = styles.cardGrid;

export interface Fact {
  term: string;
  value: ReactNode;
}

/** Facts of a job as a description list: small term above its value. */
export function FactList({ facts }: { facts: readonly (Fact | false | undefined)[] }) {
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map(({ term, value }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
