import { type HiringFigures, type HiringReport, REPORT_SOURCE_LABELS } from 'contracts/staff';
import { type ReactNode, useId } from 'react';
import figures from '../../../components/figures-table.module.css';
import { formatCount, formatDays, formatPercent, STAGE_LABELS } from '../../../lib/format';
import { BarChart } from './bar-chart';
import styles from './reports.module.css';

/** A wide table scrolls in its own box, which keyboard users can focus to scroll. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className={figures.wrap} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

interface FigureTableProps {
  caption: string;
  head: string[];
  rows: { key: string; cells: [string, ...string[]] }[];
}

/** The numbers of a chart as a table: the first column names each row. */
function FigureTable({ caption, head, rows }: FigureTableProps) {
  return (
    <ScrollBox label={caption}>
      <table className={figures.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [name, ...values] }) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              {values.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <td key={index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={styles.pair}>{children}</div>
    </section>
  );
}

export function FunnelSection({ figures }: { figures: HiringFigures }) {
  return (
    <Section title="Funnel">
      <BarChart
        title="Applications that reached each stage"
        data={figures.funnel.map((row) => ({ label: STAGE_LABELS[row.stage], value: row.reached }))}
        format={formatCount}
      />
      <FigureTable
        caption={`Reached each stage (${formatCount(figures.rejected)} rejected)`}
        head={['Stage', 'Reached', 'From the stage before']}
        rows={figures.funnel.map((row) => ({
          key: row.stage,
          cells: [
            STAGE_LABELS[row.stage],
            formatCount(row.reached),
            row.conversion === null ? '—' : formatPercent(row.conversion),
          ],
        }))}
      />
    </Section>
  );
}

export function TimeInStageSection({ figures }: { figures: HiringFigures }) {
  const { timeToHire } = figures;
  return (
    <Section title="Time in each stage">
      <BarChart
        title="Median days in each stage"
        data={figures.timeInStage.flatMap((row) =>
          // A stage no application has left yet has no time to draw (the table says so with a dash).
          row.medianDays === null ? [] : [{ label: STAGE_LABELS[row.stage], value: row.medianDays }],
        )}
        format={(days) => formatDays(days)}
      />
      <FigureTable
        caption="Over the applications that left each stage, and from received to hired"
        head={['Stage', 'Applications', 'Median', 'Mean']}
        rows={[
          ...figures.timeInStage.map((row) => ({
            key: row.stage,
            cells: [STAGE_LABELS[row.stage], formatCount(row.left), formatDays(row.medianDays), formatDays(row.meanDays)] as [
              string,
              ...string[],
            ],
          })),
          {
            key: 'time-to-hire',
            cells: [
              'Time to hire',
              formatCount(timeToHire.hires),
              formatDays(timeToHire.medianDays),
              formatDays(timeToHire.meanDays),
            ],
          },
        ]}
      />
    </Section>
  );
}

export function SourcesSection({ figures }: { figures: HiringFigures }) {
  const sources = figures.sources.filter((row) => row.applications > 0);
  return (
    <Section title="Sources">
      <BarChart
        title="Applications by source"
        data={sources.map((row) => ({ label: REPORT_SOURCE_LABELS[row.channel], value: row.applications }))}
        format={formatCount}
      />
      <FigureTable
        caption="Applications and hires by source"
        head={['Source', 'Applications', 'Hires']}
        rows={sources.map((row) => ({
          key: row.channel,
          cells: [REPORT_SOURCE_LABELS[row.channel], formatCount(row.applications), formatCount(row.hires)],
        }))}
      />
    </Section>
  );
}

/** Each job's totals, by title. */
export function JobsTable({ jobs }: { jobs: HiringReport['jobs'] }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>By job</h2>
      <FigureTable
        caption="Applications, hires and time to hire of each job"
        head={['Job', 'Applications', 'Hires', 'Median time to hire', 'Mean time to hire']}
        rows={jobs.map((job) => ({
          key: job.jobSlug,
          cells: [
            job.jobTitle,
            formatCount(job.applications),
            formatCount(job.timeToHire.hires),
            formatDays(job.timeToHire.medianDays),
            formatDays(job.timeToHire.meanDays),
          ],
        }))}
      />
    </section>
  );
}
