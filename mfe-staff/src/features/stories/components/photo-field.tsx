import type { StoryContent } from 'contracts/staff';
import { STORY_PHOTO_MAX_BYTES } from 'contracts/story-rules';
import { useId, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from 'shared-ui';
import { FormField } from 'shared-ui/forms';
import { errorMessage, isSignedOutError } from '../../../lib/api';
import { photoFileProblem, useUploadStoryPhoto } from '../api/upload-story-photo';
import type { StoryFormValues } from '../story-form';
import styles from './stories.module.css';

const MAX_MB = STORY_PHOTO_MAX_BYTES / (1024 * 1024);

/**
 * The story's optional photo: a file checked here for its type and size, then uploaded at once
 * (the API checks its bytes); the story keeps the stored photo's id. Without one the story shows
 * its artwork.
 */
export function PhotoField({ form }: { form: UseFormReturn<StoryFormValues, unknown, StoryContent> }) {
  const id = useId();
  const photo = useWatch({ control: form.control, name: 'photo' });
  const upload = useUploadStoryPhoto();
  const [problem, setProblem] = useState<string>();

  const choose = (file: File | undefined, input: HTMLInputElement) => {
    if (!file) return;
    const wrong = photoFileProblem(file);
    setProblem(wrong);
    if (wrong) {
      input.value = '';
      return;
    }
    upload.mutate(file, {
      onSuccess: (stored) => {
        form.setValue('photo', stored.id, { shouldDirty: true });
        form.clearErrors('photo');
      },
      onError: (error) => {
        if (!isSignedOutError(error)) setProblem(errorMessage(error));
      },
      onSettled: () => {
        input.value = '';
      },
    });
  };

  return (
    <div className={styles.photo}>
      <FormField
        id={`${id}-photo`}
        label={photo ? 'Replace the photo' : 'Photo'}
        optional
        hint={`A JPEG, PNG or WebP image of up to ${MAX_MB} MB, shown in place of the artwork, cut to 16:9.`}
        error={problem ?? form.formState.errors.photo?.message}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={upload.isPending}
            onChange={(event) => choose(event.target.files?.[0], event.target)}
          />
        )}
      </FormField>
      {upload.isPending && <p role="status">Uploading the photo…</p>}
      {photo && !upload.isPending && (
        <p className={styles.photoSet}>
          <span role="status">A photo is set: describe it in both languages below.</span>
          <Button variant="secondary" onClick={() => form.setValue('photo', '', { shouldDirty: true })}>
            Remove the photo
          </Button>
        </p>
      )}
    </div>
  );
}
