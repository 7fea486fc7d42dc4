import type { StaffStoryState, StoryStateChange } from 'contracts/staff';
import { useId, useState } from 'react';
import { Button } from 'shared-ui';
import { FormField, formControlClassName } from 'shared-ui/forms';
import { ConfirmButton } from '../../../components/confirm-button';
import { instantOf, isLocalTime, viewerTimeZone } from '../../../lib/local-time';
import styles from './stories.module.css';

interface StoryActionsProps {
  /** None for a new story. */
  state?: StaffStoryState;
  busy: boolean;
  /** The API's refusal of the time asked for. */
  scheduleError?: string;
  onStateChange: (change: StoryStateChange) => void;
}

/** The story form's buttons: saving, and the state changes its state allows, the ones that take it off the site asked first. */
export function StoryActions({ state, busy, scheduleError, onStateChange }: StoryActionsProps) {
  const isDraft = !state || state === 'draft';
  return (
    <>
      <div className={styles.actions}>
        <Button type="submit" variant={isDraft ? 'secondary' : 'primary'} disabled={busy}>
          {isDraft ? 'Save draft' : 'Save changes'}
        </Button>
        {state && state !== 'published' && (
          <ConfirmButton
            label="Publish now"
            title="Publish this story now?"
            confirmLabel="Publish"
            disabled={busy}
            onConfirm={() => onStateChange({ state: 'published' })}
          >
            <p>It shows on the news page, in its category, in the sitemap and in the news feeds at once.</p>
            <p>Its web address cannot change afterwards.</p>
          </ConfirmButton>
        )}
        {(state === 'scheduled' || state === 'published' || state === 'archived') && (
          <ConfirmButton
            label="Back to draft"
            title="Take this story back to draft?"
            variant="secondary"
            disabled={busy}
            onConfirm={() => onStateChange({ state: 'draft' })}
          >
            <p>
              It is seen by staff only until it is published again{state === 'published' ? '; its page leaves the site' : ''}.
            </p>
          </ConfirmButton>
        )}
        {state === 'published' && (
          <ConfirmButton
            label="Archive"
            title="Archive this story?"
            danger
            variant="secondary"
            disabled={busy}
            onConfirm={() => onStateChange({ state: 'archived' })}
          >
            <p>
              It leaves the news page, its category, the sitemap and the feeds; its page says it has been archived. You can
              publish it again.
            </p>
          </ConfirmButton>
        )}
      </div>
      {state && state !== 'published' && (
        <ScheduleForm
          busy={busy}
          serverError={scheduleError}
          onSchedule={(publishAt) => onStateChange({ state: 'scheduled', publishAt })}
        />
      )}
    </>
  );
}

/** A time in the viewer's zone at which the story goes on the site by itself; sent as an instant. */
function ScheduleForm({
  busy,
  serverError,
  onSchedule,
}: {
  busy: boolean;
  serverError?: string;
  onSchedule: (publishAt: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const schedule = () => {
    if (!isLocalTime(value)) return setProblem('Choose a day and a time');
    const instant = instantOf(value);
    if (Date.parse(instant) <= Date.now()) return setProblem('Choose a time in the future');
    setProblem(undefined);
    onSchedule(instant);
  };
  return (
    <fieldset className={styles.schedule}>
      <legend>Schedule</legend>
      <FormField
        id={`${id}-at`}
        label="Publish on"
        hint={`In your time zone (${viewerTimeZone()}). The story goes on the site by itself then.`}
        error={problem ?? serverError}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            className={formControlClassName}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <div>
        <Button variant="secondary" disabled={busy} onClick={schedule}>
          Schedule
        </Button>
      </div>
    </fieldset>
  );
}
