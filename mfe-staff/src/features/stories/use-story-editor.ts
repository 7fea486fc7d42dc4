import type { StaffStory, StoryContent, StoryStateChange } from 'contracts/staff';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { fieldErrorsOf, toast, useNavigate } from 'shared-ui';
import { applyServerErrors, clearSessionDraft, focusFirstInvalid, useSessionDraft } from 'shared-ui/forms';
import { errorMessage, isSignedOutError } from '../../lib/api';
import { staffDraftKey } from '../../lib/form-draft';
import { formatDateTimeWithZone } from '../../lib/format';
import { staffPaths } from '../../lib/paths';
import { useChangeStoryState } from './api/change-story-state';
import { useSaveStory } from './api/save-story';
import {
  EMPTY_STORY,
  STORY_FIELD_ORDER,
  type StoryFormValues,
  storyFieldMessages,
  storyResolver,
  toFormValues,
} from './story-form';

const draftKey = (story?: StaffStory) => staffDraftKey(`story:${story?.id ?? 'new'}`);

/** What each state change did, said once the API has done it. */
function stateChanged(story: StaffStory): string {
  switch (story.state) {
    case 'published':
      return 'Published: the story is on the news page';
    case 'scheduled':
      return `Scheduled: the story goes on the news page on ${formatDateTimeWithZone(story.publishedAt)}`;
    case 'archived':
      return 'Archived: the story has left the site; its page says it was archived';
    default:
      return 'Back to draft: the story is seen by staff only';
  }
}

/**
 * The story editor's form, its draft in the tab, and what its buttons do: saving the content,
 * and changing the state after saving what was changed. A refusal shows the API's message per
 * field at its field and anything else as `failure`; a 401 leads to sign-in.
 */
export function useStoryEditor(story?: StaffStory) {
  const navigate = useNavigate();
  const form = useForm<StoryFormValues, unknown, StoryContent>({
    defaultValues: story ? toFormValues(story) : EMPTY_STORY,
    resolver: storyResolver,
    mode: 'onTouched',
    shouldFocusError: false, // focusInvalid follows the order on screen
  });
  const restored = useSessionDraft(draftKey(story), form);
  const save = useSaveStory(story?.id);
  const stateChange = useChangeStoryState(story?.id ?? '');
  const [failure, setFailure] = useState<string>();

  const focusInvalid = (errors: FieldErrors<StoryFormValues>) => focusFirstInvalid(form, errors, STORY_FIELD_ORDER);

  const refused = (error: unknown) => {
    if (isSignedOutError(error)) return;
    setFailure(errorMessage(error));
    applyServerErrors(form, storyFieldMessages(Object.entries(fieldErrorsOf(error))), STORY_FIELD_ORDER);
  };

  const saved = (result: StaffStory, message: string) => {
    form.reset(toFormValues(result));
    // After the reset, whose values the draft's watcher sees as still typed.
    clearSessionDraft(draftKey(story));
    toast({ title: message });
    if (!story) navigate(staffPaths.story(result.id), { replace: true });
  };

  const saveContent = form.handleSubmit((content) => {
    setFailure(undefined);
    const message = !story || story.state === 'draft' ? 'Draft saved' : 'Changes saved';
    save.mutate(content, { onSuccess: (result) => saved(result, message), onError: refused });
  }, focusInvalid);

  /** A state change saves what was changed first, so what goes public is what is on screen. */
  const changeState = (change: StoryStateChange) =>
    form.handleSubmit((content) => {
      setFailure(undefined);
      const changeStateNow = () =>
        stateChange.mutate(change, { onSuccess: (result) => saved(result, stateChanged(result)), onError: refused });
      if (form.formState.isDirty) save.mutate(content, { onSuccess: changeStateNow, onError: refused });
      else changeStateNow();
    }, focusInvalid)();

  return {
    form,
    restored,
    failure,
    /** The API's refusal of a time to schedule at (`publishAt`), shown at the schedule's field. */
    scheduleError: fieldErrorsOf(stateChange.error).publishAt,
    busy: save.isPending || stateChange.isPending,
    saveContent,
    changeState,
  };
}
