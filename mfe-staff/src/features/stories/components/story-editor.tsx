import type { Locale } from 'contracts/languages';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from 'contracts/languages';
import type { StaffStory, StoryContent } from 'contracts/staff';
import { storyPath } from 'contracts/story-rules';
import { type ComponentType, useDeferredValue, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { clsx, Link } from 'shared-ui';
import type { StoryPreviewProps } from 'shared-ui/federation';
import { EditorLayout, PreviewPanel } from '../../../components/editor-layout';
import records from '../../../components/records.module.css';
import { RecordScreen, Screen } from '../../../components/screen';
import { StatusBadge } from '../../../components/status-badge';
import { staffPaths } from '../../../lib/paths';
import { useStaffStory } from '../api/get-story';
import { previewStory, type StoryFormValues } from '../story-form';
import { useStoryEditor } from '../use-story-editor';
import styles from './stories.module.css';
import { StoryActions } from './story-actions';
import { StoryFields } from './story-fields';
import { STORY_STATE_TONES, StoryTime } from './story-state';

type Preview = ComponentType<StoryPreviewProps>;

interface StoryEditorProps {
  /** The story to edit; none for a new draft. */
  id?: string;
  /** marketing's ./StoryPreview, handed over by the shell. */
  StoryPreview?: Preview;
}

/** /staff/stories/new and /staff/stories/:id: the story in both languages, its state, and its public page as it will look. */
export function StoryEditor({ id, StoryPreview }: StoryEditorProps) {
  if (!id) return <StoryEditorForm StoryPreview={StoryPreview} />;
  return <ExistingStoryEditor id={id} StoryPreview={StoryPreview} />;
}

function ExistingStoryEditor({ id, StoryPreview }: { id: string; StoryPreview?: Preview }) {
  const story = useStaffStory(id);
  return (
    <RecordScreen
      record={story}
      loading="Loading the story…"
      title="Story"
      back={<Link to={staffPaths.stories}>Back to the stories</Link>}
    >
      {/* Keyed by the story: another story starts a form of its own. */}
      {(data) => <StoryEditorForm key={data.id} story={data} StoryPreview={StoryPreview} />}
    </RecordScreen>
  );
}

function StoryEditorForm({ story, StoryPreview }: { story?: StaffStory; StoryPreview?: Preview }) {
  const { form, restored, failure, scheduleError, busy, saveContent, changeState } = useStoryEditor(story);
  return (
    <Screen title={story ? story.text.en.title : 'New story'} actions={<Link to={staffPaths.stories}>All stories</Link>}>
      {story && <StoryStateLine story={story} />}
      <EditorLayout
        label="Story"
        form="wide"
        onSubmit={saveContent}
        restored={restored && form.formState.isDirty}
        failure={failure}
        preview={<LivePreview form={form} story={story} StoryPreview={StoryPreview} />}
      >
        <StoryFields form={form} published={story !== undefined && story.state !== 'draft'} />
        <StoryActions state={story?.state} busy={busy} scheduleError={scheduleError} onStateChange={changeState} />
      </EditorLayout>
    </Screen>
  );
}

function StoryStateLine({ story }: { story: StaffStory }) {
  return (
    <p className={records.stateLine}>
      <StatusBadge tone={STORY_STATE_TONES[story.state]}>
        <StoryTime story={story} />
      </StatusBadge>
      {story.state === 'published' && <Link to={storyPath(story.slug)}>Public page</Link>}
    </p>
  );
}

/** marketing's own story page, fed with what is typed, in the language chosen (deferred, so typing never waits for it). */
function LivePreview({
  form,
  story,
  StoryPreview,
}: {
  form: UseFormReturn<StoryFormValues, unknown, StoryContent>;
  story?: StaffStory;
  StoryPreview?: Preview;
}) {
  const [locale, setLocale] = useState<Locale>('en');
  const values = useWatch({ control: form.control }) as StoryFormValues;
  const deferred = useDeferredValue(values);
  const [now] = useState(() => new Date().toISOString());
  const languageChoice = (headingId: string) => (
    <fieldset className={styles.previewLanguage}>
      <legend className="visually-hidden">Language of the preview</legend>
      {SUPPORTED_LOCALES.map((option) => (
        <label key={option} className={clsx(styles.languageChoice, option === locale && styles.isChosen)}>
          <input type="radio" name={`${headingId}-locale`} checked={option === locale} onChange={() => setLocale(option)} />
          {LOCALE_NAMES[option]}
        </label>
      ))}
    </fieldset>
  );
  return (
    <PreviewPanel controls={languageChoice}>
      {StoryPreview && (
        <StoryPreview story={previewStory({ ...form.getValues(), ...deferred }, locale, story, now)} locale={locale} />
      )}
    </PreviewPanel>
  );
}
