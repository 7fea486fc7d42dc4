import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
  SCORECARD_RATING_LABELS,
  SCORECARD_RATINGS,
  type Scorecard,
  type ScorecardView,
} from 'contracts/staff';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Button, fieldErrorsOf } from 'shared-ui';
import { applyServerErrors, SelectField, TextareaField } from 'shared-ui/forms';
import messages from '../../../components/messages.module.css';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useScorecards, useSubmitScorecard } from '../api/scorecards';
import styles from './applications.module.css';

const RATING_OPTIONS = SCORECARD_RATINGS.map((value) => ({
  value: String(value),
  label: `${value}: ${SCORECARD_RATING_LABELS[value]}`,
}));
const RECOMMENDATION_OPTIONS = RECOMMENDATIONS.map((value) => ({ value, label: RECOMMENDATION_LABELS[value] }));

/** The candidate's scorecards: who has rated them, a form for the reader's own, then everyone's. */
export function ScorecardsPanel({ applicationId }: { applicationId: string }) {
  const id = useId();
  const scorecards = useScorecards(applicationId);
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.stageBox}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        Scorecards
      </h2>
      {scorecards.isPending && <p>Loading the scorecards…</p>}
      {scorecards.isError && !isSignedOutError(scorecards.error) && (
        <p role="alert" className={messages.failure}>
          {errorMessage(scorecards.error)}
        </p>
      )}
      {scorecards.data && <Scorecards view={scorecards.data} applicationId={applicationId} />}
    </section>
  );
}

function Scorecards({ view, applicationId }: { view: ScorecardView; applicationId: string }) {
  if (view.attributes.length === 0) return <p>This job has no scorecard yet: add the attributes to rate in the job editor.</p>;
  const submitted = view.submittedBy.map((entry) => entry.name).join(', ');
  return (
    <>
      <p>
        {view.submittedBy.length} submitted{view.required > 0 ? ` of ${view.required} required before an offer` : ''}
        {submitted ? ` (${submitted})` : ''}.
      </p>
      {view.scorecards ? (
        <ScorecardSummary attributes={view.attributes} scorecards={view.scorecards} />
      ) : (
        <>
          <p>You see the others' scorecards once you have submitted yours.</p>
          <ScorecardForm attributes={view.attributes} applicationId={applicationId} />
        </>
      )}
    </>
  );
}

/** Everyone's ratings side by side, the mean of each attribute, then each recommendation and notes. */
function ScorecardSummary({ attributes, scorecards }: { attributes: string[]; scorecards: Scorecard[] }) {
  const mean = (attribute: string) => {
    const ratings = scorecards.flatMap((card) => card.ratings[attribute] ?? []);
    return ratings.length > 0 ? (ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length).toFixed(1) : '—';
  };
  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.scoreTable}>
          <caption className="visually-hidden">Ratings from 1 (poor) to 4 (excellent)</caption>
          <thead>
            <tr>
              <th scope="col">Attribute</th>
              {scorecards.map((card) => (
                <th key={card.id} scope="col">
                  {card.author.name || card.author.email}
                </th>
              ))}
              <th scope="col">Mean</th>
            </tr>
          </thead>
          <tbody>
            {attributes.map((attribute) => (
              <tr key={attribute}>
                <th scope="row">{attribute}</th>
                {scorecards.map((card) => (
                  <td key={card.id}>{card.ratings[attribute] ?? '—'}</td>
                ))}
                <td>{mean(attribute)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className={styles.scorecardList}>
        {scorecards.map((card) => (
          <li key={card.id}>
            <p>
              <strong>{card.author.name || card.author.email}</strong>: {RECOMMENDATION_LABELS[card.recommendation]} ·{' '}
              <time dateTime={card.at}>{formatDateTime(card.at)}</time>
            </p>
            {card.notes && <p className={styles.letter}>{card.notes}</p>}
          </li>
        ))}
      </ol>
    </>
  );
}

type Rating = (typeof SCORECARD_RATINGS)[number];

interface ScorecardFormValues {
  /** A rating per attribute, in the job's order ('' until chosen). */
  ratings: string[];
  recommendation: Recommendation | '';
  notes: string;
}

function ScorecardForm({ attributes, applicationId }: { attributes: string[]; applicationId: string }) {
  const id = useId();
  const submitScorecard = useSubmitScorecard(applicationId);
  const form = useForm<ScorecardFormValues>({
    defaultValues: { ratings: attributes.map(() => ''), recommendation: '', notes: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const fieldOrder = [...attributes.map((_, index) => `ratings.${index}` as const), 'recommendation', 'notes'] as const;

  const submit = handleSubmit(({ ratings, recommendation, notes }) => {
    if (!recommendation) return;
    submitScorecard.mutate(
      {
        ratings: Object.fromEntries(attributes.map((attribute, index) => [attribute, Number(ratings[index]) as Rating])),
        recommendation,
        notes,
      },
      {
        onError: (error) => {
          if (isSignedOutError(error)) return;
          // The API names a rating by its attribute; the form, by its place.
          const byField = Object.fromEntries(
            Object.entries(fieldErrorsOf(error)).map(([field, message]) => {
              const index = attributes.findIndex((attribute) => field === `ratings.${attribute}`);
              return [index >= 0 ? `ratings.${index}` : field, message];
            }),
          );
          applyServerErrors(form, byField, fieldOrder as readonly FieldPath<ScorecardFormValues>[]);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Your scorecard" className={styles.scorecardForm}>
      {attributes.map((attribute, index) => (
        <SelectField
          key={attribute}
          id={`${id}-rating-${index}`}
          label={attribute}
          required
          placeholder="Choose a rating"
          options={RATING_OPTIONS}
          error={errors.ratings?.[index]?.message}
          {...register(`ratings.${index}`, { required: `Rate ${attribute}` })}
        />
      ))}
      <SelectField
        id={`${id}-recommendation`}
        label="Recommendation"
        required
        placeholder="Choose a recommendation"
        options={RECOMMENDATION_OPTIONS}
        error={errors.recommendation?.message}
        {...register('recommendation', { required: 'Choose a recommendation' })}
      />
      <TextareaField id={`${id}-notes`} label="Notes" optional rows={3} error={errors.notes?.message} {...register('notes')} />
      {submitScorecard.isError && !isSignedOutError(submitScorecard.error) && (
        <p role="alert" className={messages.failure}>
          {errorMessage(submitScorecard.error)}
        </p>
      )}
      <Button type="submit" disabled={submitScorecard.isPending}>
        Submit scorecard
      </Button>
    </form>
  );
}
