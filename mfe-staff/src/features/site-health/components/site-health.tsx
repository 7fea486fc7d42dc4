import { SITE_HEALTH_PERIODS, type SiteHealth as SiteHealthData, type VitalName } from 'contracts/rum';
import { type ReactNode, useId, useState } from 'react';
import figures from '../../../components/figures-table.module.css';
import { LoadFailure, Screen } from '../../../components/screen';
import { errorMessage } from '../../../lib/api';
import { useSiteHealth } from '../api/get-site-health';
import { describeVital, VITAL_LABELS } from '../vitals-format';
import styles from './site-health.module.css';
import { VitalsChart } from './vitals-chart';

/** The Core Web Vitals Google ranks pages on; TTFB is measured too, but not a ranking vital. */
const SHOWN_VITALS: VitalName[] = ['lcp', 'inp', 'cls'];

function VitalCell({ name, value }: { name: VitalName; value: number | undefined }) {
  const { text, rating } = describeVital(name, value);
  return <td className={rating === 'good' ? styles.good : rating === 'poor' ? styles.poor : undefined}>{text}</td>;
}

/** A wide table scrolls in its own box, which keyboard users can focus to scroll. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className={figures.wrap} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

function RoutesTable({ health, days }: { health: SiteHealthData; days: number }) {
  const routes = health.periods.find((period) => period.days === days)?.routes ?? [];
  const caption = `75th percentile per route, last ${days === 1 ? 'day' : `${days} days`}`;
  return (
    <ScrollBox label={caption}>
      <table className={figures.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">Page views</th>
            {SHOWN_VITALS.map((name) => (
              <th key={name} scope="col">
                {VITAL_LABELS[name]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {routes.length === 0 && (
            <tr>
              <td colSpan={2 + SHOWN_VITALS.length}>No visits measured in this period.</td>
            </tr>
          )}
          {routes.map((route) => (
            <tr key={route.route}>
              <th scope="row">{route.route}</th>
              <td>{route.count}</td>
              {SHOWN_VITALS.map((name) => (
                <VitalCell key={name} name={name} value={route[name]} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

function ErrorsTable({ health }: { health: SiteHealthData }) {
  const caption = 'Uncaught errors by remote version, last 28 days';
  return (
    <ScrollBox label={caption}>
      <table className={figures.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Version</th>
            <th scope="col">Page views</th>
            <th scope="col">Errors</th>
          </tr>
        </thead>
        <tbody>
          {health.errorsByVersion.length === 0 && (
            <tr>
              <td colSpan={4}>No visits measured yet.</td>
            </tr>
          )}
          {health.errorsByVersion.map((row) => (
            <tr key={`${row.remote}@${row.version}`}>
              <th scope="row">{row.remote}</th>
              <td>{row.version}</td>
              <td>{row.pageViews}</td>
              <td>{row.errors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/**
 * /staff/site-health (admins and releasers): how real visitors experience the site, from the
 * sampled page views' Web Vitals: each route's 75th percentile against Google's thresholds for
 * the last 1, 7 or 28 days, errors by remote version, and each vital's daily trend.
 */
export function SiteHealth() {
  const health = useSiteHealth();
  const [days, setDays] = useState<number>(SITE_HEALTH_PERIODS[1]);
  const name = useId();
  const trendsId = useId();
  return (
    <Screen
      title="Site health"
      intro="From real visits: the 75th percentile of each route's Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift, rated against Google's thresholds (good, needs improvement, poor)."
    >
      {health.isError && <LoadFailure message={errorMessage(health.error)} onRetry={() => void health.refetch()} />}
      {health.isPending && <p role="status">Loading the site's health…</p>}
      {health.data && (
        <>
          <fieldset className={styles.periods}>
            <legend>Period</legend>
            {SITE_HEALTH_PERIODS.map((period) => (
              <label key={period} className={styles.period}>
                <input type="radio" name={name} checked={days === period} onChange={() => setDays(period)} />
                {period === 1 ? 'Last day' : `Last ${period} days`}
              </label>
            ))}
          </fieldset>
          <RoutesTable health={health.data} days={days} />
          <section aria-labelledby={trendsId}>
            <h2 id={trendsId}>Daily trend, all routes</h2>
            <div className={styles.charts}>
              {SHOWN_VITALS.map((vital) => (
                <VitalsChart
                  key={vital}
                  name={vital}
                  points={(health.data?.daily ?? []).flatMap((day) =>
                    day[vital] === undefined ? [] : [{ day: day.day, value: day[vital] }],
                  )}
                />
              ))}
            </div>
          </section>
          <ErrorsTable health={health.data} />
        </>
      )}
    </Screen>
  );
}
